import { VEHICLE_WARNINGS, type LngLat, type Vehicle } from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';

/** The cities the fleet drives between: name, country and [longitude, latitude] (city centres). */
export const FLEET_CITIES: readonly [city: string, country: string, coordinates: LngLat][] = [
  ['Cagnes-sur-Mer', 'France', [7.15, 43.66]],
  ['Köln', 'Germany', [6.96, 50.94]],
  ['Chambray-lès-Tours', 'France', [0.71, 47.33]],
  ['Berlin', 'Germany', [13.4, 52.52]],
  ['Cergy-Pontoise', 'France', [2.06, 49.04]],
  ['Lyon', 'France', [4.84, 45.76]],
  ['Hamburg', 'Germany', [9.99, 53.55]],
  ['Milan', 'Italy', [9.19, 45.46]],
  ['Madrid', 'Spain', [-3.7, 40.42]],
  ['Rotterdam', 'Netherlands', [4.48, 51.92]],
  ['Antwerp', 'Belgium', [4.4, 51.22]],
  ['Porto', 'Portugal', [-8.61, 41.15]],
];

/** 25 vehicles with every warning value; progress 0 to 100; each route's ends placed on the map. */
export function buildVehicles(): Vehicle[] {
  const r = createRandom(2525);
  return Array.from({ length: 25 }, (_, i) => {
    const start = r.pick(FLEET_CITIES);
    let end = r.pick(FLEET_CITIES);
    while (end === start) end = r.pick(FLEET_CITIES);
    return {
      id: i + 1,
      location: r.int(100000, 999999),
      startCity: start[0],
      startCountry: start[1],
      endCity: end[0],
      endCountry: end[1],
      startCoordinates: [...start[2]],
      endCoordinates: [...end[2]],
      warnings: VEHICLE_WARNINGS[i % VEHICLE_WARNINGS.length],
      progress: i === 0 ? 100 : i === 1 ? 0 : r.int(1, 99),
    };
  });
}
