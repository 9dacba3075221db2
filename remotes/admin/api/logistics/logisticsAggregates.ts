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
import {
  onDays,
  tally,
  tallyOne,
  type TallyCondition,
  type TallyMeasure,
  type TallyRequest,
} from '@atrium/mocks/lib/tallyQuery';
import {
  addDays,
  bucketOf,
  bucketUnit,
  previousRange,
  rangeBuckets,
  type IsoDateRange,
} from '@atrium/mocks/lib/isoDays';

// The logistics dashboard's figures, tallied on every call from the shipments (db.shipments; in SQL on
// the server, tallyQuery.ts): change one and the figures move. `today` is the clock's day
// (`YYYY-MM-DD`); a period's states are read on its last day, or today when it ends later. Every date of
// a shipment is an ISO day, so comparing their texts compares the days.

/** The day a period's states are read on. */
const asOfDay = (range: IsoDateRange, today: string) => (range.to < today ? range.to : today);

/** Delivered by the day. */
const delivered = (asOf: string): TallyCondition[] => [
  { kind: 'compare', path: 'deliveredAt', op: '<=', value: asOf },
];
/** Shipped by the day, not delivered yet. */
const inTransit = (asOf: string): TallyCondition[] => [
  { kind: 'compare', path: 'shippedAt', op: '<=', value: asOf },
  { kind: 'compare', path: 'deliveredAt', op: '>', value: asOf },
];
/** On the delivery round: in transit, delivered the day after. */
const outForDelivery = (asOf: string): TallyCondition[] => [
  ...inTransit(asOf),
  { kind: 'is', path: 'deliveredAt', value: addDays(asOf, 1) },
];
/** Delivered after its expected day, or its expected day has passed and it is still not delivered. */
const delayed = (asOf: string): TallyCondition[] => [
  { kind: 'compareFields', path: 'deliveredAt', op: '>', other: 'expectedAt' },
  { kind: 'compare', path: 'expectedAt', op: '<', value: asOf },
];

/** The shipments ordered in a period. */
const orderedIn = (range: IsoDateRange) => onDays('orderedAt', range);

const count = (where: TallyCondition[] = []): TallyMeasure => ({ kind: 'count', where });
/** A number summed exactly: as whole cents, divided back by the caller. */
const sum = (path: string, where: TallyCondition[] = []): TallyMeasure => ({
  kind: 'sumCents',
  path,
  valueKind: 'number',
  where,
});

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (total: number, n: number) => (n ? round1(total / n) : 0);

/** Every figure of a period's shipments read on `asOf`: one tally. */
const periodTally = (range: IsoDateRange, asOf: string): TallyRequest => ({
  collection: 'shipments',
  where: [orderedIn(range)],
  measures: {
    shipments: count(),
    inTransit: count(inTransit(asOf)),
    outForDelivery: count(outForDelivery(asOf)),
    delivered: count(delivered(asOf)),
    delayed: count(delayed(asOf)),
    firstAttempt: count([...delivered(asOf), { kind: 'is', path: 'attempts', value: 1 }]),
    deliveryDays: { kind: 'sumDays', from: 'shippedAt', to: 'deliveredAt', where: delivered(asOf) },
    ratingCents: sum('rating', delivered(asOf)),
  },
});

/** The period's trips, vehicles and hours in each state: one tally. */
const vehicleTally = (range: IsoDateRange): TallyRequest => ({
  collection: 'shipments',
  where: [orderedIn(range)],
  measures: {
    trips: count(),
    vehicles: { kind: 'distinct', path: 'vehicleId' },
    ...Object.fromEntries(VEHICLE_STATES.map((state) => [state, sum(`hours.${state}`)])),
  },
});

/** The period's shipments ordered and delivered, by the day they were ordered: one tally. */
const shipmentDaysTally = (range: IsoDateRange, asOf: string): TallyRequest => ({
  collection: 'shipments',
  where: [orderedIn(range)],
  groupBy: { kind: 'day', path: 'orderedAt' },
  measures: { shipments: count(), delivered: count(delivered(asOf)) },
});

/** The period's delayed shipments by reason: one tally. */
const delayTally = (range: IsoDateRange, asOf: string): TallyRequest => ({
  collection: 'shipments',
  where: [orderedIn(range), ...delayed(asOf)],
  groupBy: { kind: 'text', path: 'delayReason' },
  measures: { n: count() },
});

/** The period's shipments, and those delivered, by destination: one tally. */
const countryTally = (range: IsoDateRange, asOf: string): TallyRequest => ({
  collection: 'shipments',
  where: [orderedIn(range)],
  groupBy: { kind: 'text', path: 'destination' },
  measures: { orders: count(), delivered: count(delivered(asOf)) },
});

/** The figures of the period and of the one before it (each read on its own day). */
async function periodFigures(range: IsoDateRange, today: string) {
  const previous = previousRange(range);
  const [now, before] = await Promise.all([
    tallyOne(periodTally(range, asOfDay(range, today))),
    tallyOne(periodTally(previous, asOfDay(previous, today))),
  ]);
  const figure = (of: (f: Record<string, number>) => number): PeriodFigure => ({
    value: of(now),
    previous: of(before),
  });
  return figure;
}

export async function logisticsKpis(range: IsoDateRange, today: string): Promise<LogisticsKpisResponse> {
  const figure = await periodFigures(range, today);
  return {
    shipments: figure((f) => f.shipments),
    inTransit: figure((f) => f.inTransit),
    delivered: figure((f) => f.delivered),
    delayed: figure((f) => f.delayed),
  };
}

export async function vehicleStates(range: IsoDateRange): Promise<LogisticsVehicleStatesResponse> {
  const f = await tallyOne(vehicleTally(range));
  const hours = VEHICLE_STATES.map((state) => f[state] / 100);
  const totalHours = hours.reduce((a, b) => a + b, 0);
  return {
    vehicles: f.vehicles,
    trips: f.trips,
    totalHours,
    states: VEHICLE_STATES.map((state, i) => ({
      state,
      hours: hours[i],
      share: totalHours ? round1((hours[i] / totalHours) * 100) : 0,
    })),
  };
}

export async function shipmentStats(
  range: IsoDateRange,
  today: string,
): Promise<LogisticsShipmentStatsResponse> {
  const granularity = bucketUnit(range);
  const periods = rangeBuckets(range, granularity);
  const buckets = periods.map((p) => ({ ...p, shipments: 0, delivered: 0 }));
  const days = await tally(shipmentDaysTally(range, asOfDay(range, today)));
  for (const { group, figures } of days) {
    if (group === null) continue;
    const bucket = buckets[bucketOf(periods, group)];
    bucket.shipments += figures.shipments;
    bucket.delivered += figures.delivered;
  }
  return {
    granularity,
    buckets,
    totalShipments: buckets.reduce((s, b) => s + b.shipments, 0),
    totalDelivered: buckets.reduce((s, b) => s + b.delivered, 0),
  };
}

export async function deliveryPerformance(
  range: IsoDateRange,
  today: string,
): Promise<LogisticsDeliveryPerformanceResponse> {
  const figure = await periodFigures(range, today);
  return {
    inTransit: figure((f) => f.inTransit),
    outForDelivery: figure((f) => f.outForDelivery),
    delivered: figure((f) => f.delivered),
    successRate: figure((f) => (f.delivered ? round1((f.firstAttempt / f.delivered) * 100) : 0)),
    averageDeliveryDays: figure((f) => mean(f.deliveryDays, f.delivered)),
    satisfaction: figure((f) => mean(f.ratingCents / 100, f.delivered)),
  };
}

export async function delayReasons(
  range: IsoDateRange,
  today: string,
): Promise<LogisticsDelayReasonsResponse> {
  const groups = await tally(delayTally(range, asOfDay(range, today)));
  const byReason = new Map(groups.map((g) => [g.group, g.figures.n]));
  return {
    totalDelayed: groups.reduce((s, g) => s + g.figures.n, 0),
    reasons: DELAY_REASONS.map((reason) => ({ reason, count: byReason.get(reason) ?? 0 })),
  };
}

export async function ordersByCountry(
  range: IsoDateRange,
  today: string,
): Promise<LogisticsOrdersByCountryResponse> {
  const groups = await tally(countryTally(range, asOfDay(range, today)));
  const countries = groups.map(({ group, figures }) => ({
    country: group ?? '',
    orders: figures.orders,
    delivered: figures.delivered,
  }));
  return {
    totalOrders: countries.reduce((s, c) => s + c.orders, 0),
    countries: countries.sort((a, b) => b.orders - a.orders || a.country.localeCompare(b.country)),
  };
}

/** The dashboard's tallies for a period read today (checked in SQL and in memory by test:api). */
export const logisticsTallies = (range: IsoDateRange, today: string): TallyRequest[] => {
  const asOf = asOfDay(range, today);
  return [
    periodTally(range, asOf),
    vehicleTally(range),
    shipmentDaysTally(range, asOf),
    delayTally(range, asOf),
    countryTally(range, asOf),
  ];
};
