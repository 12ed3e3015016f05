/**
 * Where a place falls on the build's world picture (`generated/world-equirectangular.svg`: equirectangular, one unit a
 * degree), as the CSS `left` and `top` of a marker over it. An inline style, not a style prop: each place would
 * otherwise be a CSS rule of its own in the page.
 */
export function placeOnWorldPicture(latitude: number, longitude: number): { left: string; top: string } {
  return { left: `${(((longitude + 180) / 360) * 100).toFixed(2)}%`, top: `${(((90 - latitude) / 180) * 100).toFixed(2)}%` };
}
