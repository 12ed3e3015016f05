/** The map's drawing size in SVG units (the SVG scales to its box): apart from the projection, so the page's placeholder does not load the atlas. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 500;
