import {
  DELAY_REASONS,
  VEHICLE_STATES,
  type LogisticsDelayReasonsResponse,
  type LogisticsDeliveryPerformanceResponse,
  type LogisticsKpisResponse,
  type LogisticsOrdersByCountryResponse,
  type LogisticsShipmentStatsResponse,
  type LogisticsVehicleStatesResponse,
  type PeriodFigure,
} from '@atrium/contracts';
import type { Shipment } from '@atrium/mocks/data/logisticsShipments';
import {
  addDays,
  bucketOf,
  bucketUnit,
  inRange,
  previousRange,
  rangeBuckets,
  type IsoDateRange,
} from '@atrium/mocks/lib/isoDays';

// The logistics dashboard's figures, computed on every call from the shipments the mock API holds
// (db.shipments): change one and the figures move. `today` is the mock clock's day (`YYYY-MM-DD`).

/** The shipments ordered in a period. */
const orderedIn = (shipments: readonly Shipment[], range: IsoDateRange) =>
  shipments.filter((s) => inRange(s.orderedAt, range));

/** The day a period's states are read on: its last day, or today when it ends later. */
const asOfDay = (range: IsoDateRange, today: string) => (range.to < today ? range.to : today);

export const isDelivered = (s: Shipment, asOf: string) => s.deliveredAt <= asOf;
export const isInTransit = (s: Shipment, asOf: string) => s.shippedAt <= asOf && s.deliveredAt > asOf;
/** On the delivery round: delivered the day after. */
export const isOutForDelivery = (s: Shipment, asOf: string) =>
  isInTransit(s, asOf) && s.deliveredAt === addDays(asOf, 1);
/** Delivered after its expected day, or its expected day has passed and it is still not delivered. */
export const isDelayed = (s: Shipment, asOf: string) => s.deliveredAt > s.expectedAt && s.expectedAt < asOf;

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) =>
  values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : 0;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** A figure of the period and of the one before it. */
function periodFigure(
  shipments: readonly Shipment[],
  range: IsoDateRange,
  today: string,
  figure: (inPeriod: Shipment[], asOf: string) => number,
): PeriodFigure {
  const previous = previousRange(range);
  return {
    value: figure(orderedIn(shipments, range), asOfDay(range, today)),
    previous: figure(orderedIn(shipments, previous), asOfDay(previous, today)),
  };
}

const count = (test: (s: Shipment, asOf: string) => boolean) => (list: Shipment[], asOf: string) =>
  list.filter((s) => test(s, asOf)).length;

export function logisticsKpis(
  shipments: readonly Shipment[],
  range: IsoDateRange,
  today: string,
): LogisticsKpisResponse {
  return {
    shipments: periodFigure(shipments, range, today, (list) => list.length),
    inTransit: periodFigure(shipments, range, today, count(isInTransit)),
    delivered: periodFigure(shipments, range, today, count(isDelivered)),
    delayed: periodFigure(shipments, range, today, count(isDelayed)),
  };
}

export function vehicleStates(
  shipments: readonly Shipment[],
  range: IsoDateRange,
): LogisticsVehicleStatesResponse {
  const trips = orderedIn(shipments, range);
  const hours = VEHICLE_STATES.map((state) => trips.reduce((sum, s) => sum + s.hours[state], 0));
  const totalHours = hours.reduce((a, b) => a + b, 0);
  return {
    vehicles: new Set(trips.map((s) => s.vehicleId)).size,
    trips: trips.length,
    totalHours,
    states: VEHICLE_STATES.map((state, i) => ({
      state,
      hours: hours[i],
      share: totalHours ? round1((hours[i] / totalHours) * 100) : 0,
    })),
  };
}

export function shipmentStats(
  shipments: readonly Shipment[],
  range: IsoDateRange,
  today: string,
): LogisticsShipmentStatsResponse {
  const granularity = bucketUnit(range);
  const periods = rangeBuckets(range, granularity);
  const buckets = periods.map((p) => ({ ...p, shipments: 0, delivered: 0 }));
  const asOf = asOfDay(range, today);
  for (const s of orderedIn(shipments, range)) {
    const bucket = buckets[bucketOf(periods, s.orderedAt)];
    bucket.shipments += 1;
    if (isDelivered(s, asOf)) bucket.delivered += 1;
  }
  return {
    granularity,
    buckets,
    totalShipments: buckets.reduce((sum, b) => sum + b.shipments, 0),
    totalDelivered: buckets.reduce((sum, b) => sum + b.delivered, 0),
  };
}

export function deliveryPerformance(
  shipments: readonly Shipment[],
  range: IsoDateRange,
  today: string,
): LogisticsDeliveryPerformanceResponse {
  const delivered = (list: Shipment[], asOf: string) => list.filter((s) => isDelivered(s, asOf));
  return {
    inTransit: periodFigure(shipments, range, today, count(isInTransit)),
    outForDelivery: periodFigure(shipments, range, today, count(isOutForDelivery)),
    delivered: periodFigure(shipments, range, today, count(isDelivered)),
    successRate: periodFigure(shipments, range, today, (list, asOf) => {
      const done = delivered(list, asOf);
      return done.length ? round1((done.filter((s) => s.attempts === 1).length / done.length) * 100) : 0;
    }),
    averageDeliveryDays: periodFigure(shipments, range, today, (list, asOf) =>
      mean(delivered(list, asOf).map((s) => daysBetween(s.shippedAt, s.deliveredAt))),
    ),
    satisfaction: periodFigure(shipments, range, today, (list, asOf) =>
      mean(delivered(list, asOf).map((s) => s.rating)),
    ),
  };
}

export function delayReasons(
  shipments: readonly Shipment[],
  range: IsoDateRange,
  today: string,
): LogisticsDelayReasonsResponse {
  const asOf = asOfDay(range, today);
  const delayed = orderedIn(shipments, range).filter((s) => isDelayed(s, asOf));
  return {
    totalDelayed: delayed.length,
    reasons: DELAY_REASONS.map((reason) => ({
      reason,
      count: delayed.filter((s) => s.delayReason === reason).length,
    })),
  };
}

export function ordersByCountry(
  shipments: readonly Shipment[],
  range: IsoDateRange,
  today: string,
): LogisticsOrdersByCountryResponse {
  const asOf = asOfDay(range, today);
  const byCountry = new Map<string, { country: string; orders: number; delivered: number }>();
  const orders = orderedIn(shipments, range);
  for (const s of orders) {
    const row = byCountry.get(s.destination) ?? { country: s.destination, orders: 0, delivered: 0 };
    row.orders += 1;
    if (isDelivered(s, asOf)) row.delivered += 1;
    byCountry.set(s.destination, row);
  }
  return {
    totalOrders: orders.length,
    countries: [...byCountry.values()].sort(
      (a, b) => b.orders - a.orders || a.country.localeCompare(b.country),
    ),
  };
}
