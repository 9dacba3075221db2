import { VEHICLE_WARNINGS, type Vehicle } from '@atrium/contracts';
import { createRandom } from '../lib/random';

const CITIES: [string, string][] = [
  ['Cagnes-sur-Mer', 'France'],
  ['Köln', 'Germany'],
  ['Chambray-lès-Tours', 'France'],
  ['Berlin', 'Germany'],
  ['Cergy-Pontoise', 'France'],
  ['Lyon', 'France'],
  ['Hamburg', 'Germany'],
  ['Milan', 'Italy'],
  ['Madrid', 'Spain'],
  ['Rotterdam', 'Netherlands'],
  ['Antwerp', 'Belgium'],
  ['Porto', 'Portugal'],
];

/** 25 vehicles with every warning value; progress 0 to 100. */
export function buildVehicles(): Vehicle[] {
  const r = createRandom(2525);
  return Array.from({ length: 25 }, (_, i) => {
    const [startCity, startCountry] = r.pick(CITIES);
    let [endCity, endCountry] = r.pick(CITIES);
    while (endCity === startCity) [endCity, endCountry] = r.pick(CITIES);
    return {
      id: i + 1,
      location: r.int(100000, 999999),
      startCity,
      startCountry,
      endCity,
      endCountry,
      warnings: VEHICLE_WARNINGS[i % VEHICLE_WARNINGS.length],
      progress: i === 0 ? 100 : i === 1 ? 0 : r.int(1, 99),
    };
  });
}
