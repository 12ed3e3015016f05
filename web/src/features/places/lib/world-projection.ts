import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, MultiPolygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';

import { MAP_HEIGHT, MAP_WIDTH } from './map-size';

export { MAP_HEIGHT, MAP_WIDTH };

const landShape = feature(land as unknown as Topology<{ land: GeometryCollection }>, (land as unknown as Topology<{ land: GeometryCollection }>).objects.land) as
  | FeatureCollection<Geometry>
  | Feature<MultiPolygon>;

/** Natural Earth projection (Natural Earth's 1:110m land through world-atlas), fitted to the map's box. */
const projection = geoNaturalEarth1().fitSize([MAP_WIDTH, MAP_HEIGHT], landShape);

/** The land as one SVG path (computed once: it never changes). */
export const LAND_PATH = geoPath(projection)(landShape) ?? '';

/** A point's place on the map, or undefined when the projection cannot place it. */
export function project(longitude: number, latitude: number): [number, number] | undefined {
  return projection([longitude, latitude]) ?? undefined;
}
