/** @jest-environment node */
import type { LngLat } from '@atrium/contracts';
import {
  MAP_PADDING,
  MAP_SIZE,
  applyView,
  fitProjection,
  positionAlongRoute,
  routeOf,
  viewCentredOn,
} from './fleetGeo';

const BERLIN: LngLat = [13.4, 52.52];
const MADRID: LngLat = [-3.7, 40.42];
const PORTO: LngLat = [-8.61, 41.15];
const trip = (progress: number) => ({ startCoordinates: MADRID, endCoordinates: BERLIN, progress });

describe('fleet map geometry', () => {
  it('draws a route from its start to its end city', () => {
    expect(routeOf(trip(0)).geometry.coordinates).toEqual([MADRID, BERLIN]);
  });

  it('places a vehicle along its route by its progress, clamped to the ends', () => {
    expect(positionAlongRoute(trip(0))).toEqual([expect.closeTo(MADRID[0]), expect.closeTo(MADRID[1])]);
    expect(positionAlongRoute(trip(100))).toEqual([expect.closeTo(BERLIN[0]), expect.closeTo(BERLIN[1])]);
    expect(positionAlongRoute(trip(150))).toEqual(positionAlongRoute(trip(100)));
    expect(positionAlongRoute(trip(-5))).toEqual(positionAlongRoute(trip(0)));
    // Half way along the great circle: between the two, nearer the pole than the straight average.
    const [lng, lat] = positionAlongRoute(trip(50));
    expect(lng).toBeGreaterThan(MADRID[0]);
    expect(lng).toBeLessThan(BERLIN[0]);
    expect(lat).toBeGreaterThan((MADRID[1] + BERLIN[1]) / 2);
  });

  it('moves a vehicle steadily from start to end as its progress grows', () => {
    const projection = fitProjection([trip(0)]);
    const distanceFromStart = (progress: number) => {
      const [x, y] = projection(positionAlongRoute(trip(progress)))!;
      const [x0, y0] = projection(MADRID)!;
      return Math.hypot(x - x0, y - y0);
    };
    const steps = [0, 25, 50, 75, 100].map(distanceFromStart);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps[0]).toBeCloseTo(0);
  });

  it('fits every route end inside the map, with padding', () => {
    const projection = fitProjection([
      { startCoordinates: MADRID, endCoordinates: BERLIN },
      { startCoordinates: PORTO, endCoordinates: BERLIN },
    ]);
    for (const place of [MADRID, BERLIN, PORTO]) {
      const [x, y] = projection(place)!;
      expect(x).toBeGreaterThanOrEqual(MAP_PADDING - 0.5);
      expect(x).toBeLessThanOrEqual(MAP_SIZE.width - MAP_PADDING + 0.5);
      expect(y).toBeGreaterThanOrEqual(MAP_PADDING - 0.5);
      expect(y).toBeLessThanOrEqual(MAP_SIZE.height - MAP_PADDING + 0.5);
    }
    // West is left and north is up, whatever the page's direction.
    expect(projection(PORTO)![0]).toBeLessThan(projection(BERLIN)![0]);
    expect(projection(BERLIN)![1]).toBeLessThan(projection(MADRID)![1]);
  });

  it('shows a region when there is one place or none to fit', () => {
    const lone = fitProjection([{ startCoordinates: BERLIN, endCoordinates: BERLIN }]);
    const [x, y] = lone(BERLIN)!;
    expect(x).toBeCloseTo(MAP_SIZE.width / 2, 0);
    expect(Number.isFinite(y)).toBe(true);
    const empty = fitProjection([]);
    expect(empty(BERLIN)!.every(Number.isFinite)).toBe(true);
  });

  it('centres a point at a scale, and applies a view', () => {
    const point: [number, number] = [100, 50];
    const view = viewCentredOn(point, 2);
    expect(view).toEqual({ k: 2, x: MAP_SIZE.width / 2 - 200, y: MAP_SIZE.height / 2 - 100 });
    expect(applyView(view, point)).toEqual([MAP_SIZE.width / 2, MAP_SIZE.height / 2]);
    expect(applyView({ k: 1, x: 0, y: 0 }, point)).toEqual(point);
  });
});
