import type { DelayReason, VehicleState } from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import { addDays, isoDay } from '@atrium/mocks/lib/isoDays';
import { now as clockNow } from '@atrium/mocks/lib/clock';

/**
 * A shipment the fleet carried (or carries): the logistics dashboard's figures are counted from these.
 * Days are `YYYY-MM-DD` (UTC). `deliveredAt` is the day it is (or will be) delivered: a shipment whose
 * delivery day is after today is still on its way.
 */
export interface Shipment {
  id: number;
  /** The vehicle that carries it (an id of the sample fleet). */
  vehicleId: number;
  /** ISO 3166-1 alpha-2 codes. */
  origin: string;
  destination: string;
  orderedAt: string;
  shippedAt: string;
  expectedAt: string;
  deliveredAt: string;
  /** Delivery attempts (1: delivered at the first). */
  attempts: number;
  /** The customer's rating of the delivery (1 to 5). */
  rating: number;
  /** Why it came after its expected day; null when it came on time. */
  delayReason: DelayReason | null;
  /** Hours the vehicle spent in each state on this trip. */
  hours: Record<VehicleState, number>;
}

/** Where the fleet delivers, most often first (weights: how many orders in a hundred go there). */
const DESTINATIONS: [country: string, weight: number][] = [
  ['FR', 22],
  ['DE', 19],
  ['IT', 12],
  ['ES', 11],
  ['NL', 9],
  ['BE', 7],
  ['PT', 5],
  ['PL', 5],
  ['AT', 4],
  ['CH', 3],
  ['SE', 2],
  ['DK', 1],
];
/** The fleet's home countries (the vehicles' start cities). */
const ORIGINS = ['FR', 'DE', 'IT', 'ES', 'NL', 'BE', 'PT'];
/** Weights of the delay reasons (most delays come from addresses and weather). */
const REASONS: [DelayReason, number][] = [
  ['incorrectAddress', 34],
  ['weather', 27],
  ['holiday', 16],
  ['damage', 13],
  ['vehicleFault', 10],
];

/** Two years back from today: "this year" and the period before it always have shipments. */
export const SHIPMENT_HISTORY_DAYS = 731;

function weighted<T>(next: () => number, items: readonly [T, number][]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let roll = next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1][0];
}

/**
 * About 1,100 shipments ordered over the last two years up to `today` (none on some days, up to four
 * on busy weekdays), carried by the `vehicleCount` vehicles of the sample fleet. Seeded: the same
 * shipments for the same day; those ordered in the last days are still on their way.
 */
export function buildShipments(vehicleCount: number, today: Date = new Date(clockNow())): Shipment[] {
  const r = createRandom(1507);
  const last = isoDay(today);
  const shipments: Shipment[] = [];
  for (let back = SHIPMENT_HISTORY_DAYS - 1; back >= 0; back -= 1) {
    const orderedAt = addDays(last, -back);
    const weekday = new Date(`${orderedAt}T00:00:00Z`).getUTCDay();
    const count = weekday === 0 || weekday === 6 ? r.int(0, 1) : r.int(0, 3) + (r.bool(0.2) ? 1 : 0);
    for (let n = 0; n < count; n += 1) {
      const shippedAt = addDays(orderedAt, r.int(0, 1));
      const transitDays = r.int(1, 5);
      const expectedAt = addDays(shippedAt, transitDays);
      const delayReason = r.bool(0.15) ? weighted(r.next, REASONS) : null;
      const delayDays = delayReason ? r.int(1, 3) : 0;
      const early = !delayReason && transitDays > 1 && r.bool(0.2) ? 1 : 0;
      const deliveredAt = addDays(expectedAt, delayDays - early);
      shipments.push({
        id: shipments.length + 1,
        vehicleId: r.int(1, vehicleCount),
        origin: r.pick(ORIGINS),
        destination: weighted(r.next, DESTINATIONS),
        orderedAt,
        shippedAt,
        expectedAt,
        deliveredAt,
        attempts: delayReason === 'incorrectAddress' ? r.int(2, 3) : r.bool(0.95) ? 1 : 2,
        rating: delayReason ? r.int(2, 4) : r.pick([3, 4, 4, 5, 5, 5]),
        delayReason,
        hours: {
          onTheWay: (transitDays - early) * r.int(6, 9),
          unloading: r.int(1, 3),
          loading: r.int(1, 4),
          waiting: r.int(0, 3) + delayDays * r.int(4, 8),
        },
      });
    }
  }
  return shipments;
}
