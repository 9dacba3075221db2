import { geoInterpolate, geoMercator, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, LineString, MultiPoint } from 'geojson';
import type { LngLat, Vehicle } from '@atrium/contracts';

/** The map's drawing surface in SVG user units; the element scales it to its box. */
export const MAP_SIZE = { width: 960, height: 600 } as const;

/** Room kept around the routes when the map fits them. */
export const MAP_PADDING = 48;

/** A vehicle's route from its start city to its end city, as GeoJSON (drawn as a great-circle arc). */
export function routeOf(vehicle: Pick<Vehicle, 'startCoordinates' | 'endCoordinates'>): Feature<LineString> {
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates: [vehicle.startCoordinates, vehicle.endCoordinates] },
  };
}

/**
 * Where a vehicle is: `progress` percent of the way along its route's great circle (the same arc the
 * route is drawn on), clamped to the route's ends.
 */
export function positionAlongRoute(
  vehicle: Pick<Vehicle, 'startCoordinates' | 'endCoordinates' | 'progress'>,
): LngLat {
  const t = Math.min(1, Math.max(0, (Number.isFinite(vehicle.progress) ? vehicle.progress : 0) / 100));
  const [longitude, latitude] = geoInterpolate(vehicle.startCoordinates, vehicle.endCoordinates)(t);
  return [longitude, latitude];
}

/**
 * A Mercator projection that fits every route end into the map with `padding` around it; with no
 * vehicles, Europe (where the sample fleet drives).
 */
export function fitProjection(
  vehicles: readonly Pick<Vehicle, 'startCoordinates' | 'endCoordinates'>[],
  size: { width: number; height: number } = MAP_SIZE,
  padding = MAP_PADDING,
): GeoProjection {
  const points = vehicles.flatMap((v) => [v.startCoordinates, v.endCoordinates]);
  const extent: Feature<MultiPoint> = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'MultiPoint', coordinates: points.length ? points : EUROPE },
  };
  // A single place (or one city) has no extent to fit: show the region around it instead.
  const distinct = new Set(points.map((p) => p.join(','))).size;
  const fitted: FeatureCollection =
    distinct > 1
      ? { type: 'FeatureCollection', features: [extent] }
      : {
          type: 'FeatureCollection',
          features: [extent, ...(points.length ? [around(points[0])] : [])],
        };
  return geoMercator().fitExtent(
    [
      [padding, padding],
      [size.width - padding, size.height - padding],
    ],
    fitted,
  );
}

/** South-west and north-east corners of the region shown when there is nothing to fit. */
const EUROPE: LngLat[] = [
  [-10, 36],
  [25, 58],
];

/** A box of a few degrees around one place, so a lone city is shown with its surroundings. */
function around([lng, lat]: LngLat): Feature<MultiPoint> {
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPoint',
      coordinates: [
        [lng - 4, lat - 3],
        [lng + 4, lat + 3],
      ],
    },
  };
}

/** A pan and zoom: screen = k × point + (x, y), as d3-zoom's transform. */
export interface MapView {
  k: number;
  x: number;
  y: number;
}

/** The view that puts `point` (projected, in map units) at the map's centre at scale `k`. */
export function viewCentredOn(
  point: readonly [number, number],
  k: number,
  size: { width: number; height: number } = MAP_SIZE,
): MapView {
  return { k, x: size.width / 2 - k * point[0], y: size.height / 2 - k * point[1] };
}

/** A projected point's place on screen under a view. */
export function applyView(view: MapView, point: readonly [number, number]): [number, number] {
  return [view.k * point[0] + view.x, view.k * point[1] + view.y];
}
