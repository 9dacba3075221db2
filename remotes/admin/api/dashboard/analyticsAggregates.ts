import {
  EARNING_SOURCES,
  TRAFFIC_SOURCES,
  type AnalyticsCountriesResponse,
  type AnalyticsEarningsResponse,
  type AnalyticsRevenueResponse,
  type AnalyticsSalesOverviewResponse,
  type AnalyticsSessionsResponse,
  type AnalyticsSupportResponse,
  type RevenuePeriod,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { onDays, tally, tallyOne, type TallyRequest } from '@atrium/mocks/lib/tallyQuery';
import { analyticsSessions } from '../data/analyticsSessions';
import { analyticsTickets } from '../data/analyticsTickets';
import {
  bucketOf,
  bucketUnit,
  inRange,
  isoDay,
  previousRange,
  rangeBuckets,
  type IsoDateRange,
} from '@atrium/mocks/lib/isoDays';

// The analytics dashboard's figures, computed on every call from the same data the lists read (orders,
// customers, invoices) and from the sample sessions and tickets. `nowMs` is the mock clock's time:
// sessions and tickets after it have not happened yet.

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

/** The orders placed in a range and what they were paid: one tally. */
export const orderFiguresTally = (range: IsoDateRange): TallyRequest => ({
  collection: 'orders',
  where: [onDays('date', range)],
  measures: { orders: { kind: 'count' }, cents: { kind: 'sumCents', path: 'spent', valueKind: 'number' } },
});

/** What the orders were paid and the invoices made out for, by day: one tally each. */
export const centsByDayTally = (
  collection: 'orders' | 'invoices',
  date: string,
  amount: string,
  range: IsoDateRange,
): TallyRequest => ({
  collection,
  where: [onDays(date, range)],
  groupBy: { kind: 'day', path: date },
  measures: { cents: { kind: 'sumCents', path: amount, valueKind: 'number' } },
});

/** The tallies of the analytics dashboard for a period (checked in SQL and in memory by test:api). */
export const analyticsTallies = (range: IsoDateRange): TallyRequest[] => [
  orderFiguresTally(range),
  centsByDayTally('orders', 'date', 'spent', range),
  centsByDayTally('invoices', 'issuedDate', 'total', range),
  paymentsByDayTally(range),
  ordersByEmailTally(range),
];

/** The orders placed in a range and what they were paid, in SQL on the server (tallyQuery.ts). */
async function orderFiguresIn(range: IsoDateRange): Promise<{ orders: number; sales: number }> {
  const { orders, cents } = await tallyOne(orderFiguresTally(range));
  return { orders, sales: cents / 100 };
}

/** Whole cents of `amount` per day of `date` in a range, summed in SQL on the server. */
async function centsByDay(
  collection: 'orders' | 'invoices',
  date: string,
  amount: string,
  range: IsoDateRange,
): Promise<{ day: string; cents: number }[]> {
  const rows = await tally(centsByDayTally(collection, date, amount, range));
  return rows.flatMap((row) => (row.group === null ? [] : [{ day: row.group, cents: row.figures.cents }]));
}

function sessionDaysIn(range: IsoDateRange, nowMs: number) {
  const today = isoDay(new Date(nowMs));
  return analyticsSessions().filter((d) => inRange(d.day, range) && d.day <= today);
}

function sessionsIn(range: IsoDateRange, nowMs: number): number {
  return sum(sessionDaysIn(range, nowMs).map((d) => sum(d.bySource)));
}

export function sessionsReport(range: IsoDateRange, nowMs: number): AnalyticsSessionsResponse {
  const unit = bucketUnit(range);
  const buckets = rangeBuckets(range, unit);
  const perBucket = buckets.map(() => 0);
  const perSource = TRAFFIC_SOURCES.map(() => 0);
  for (const day of sessionDaysIn(range, nowMs)) {
    perBucket[bucketOf(buckets, day.day)] += sum(day.bySource);
    day.bySource.forEach((n, i) => (perSource[i] += n));
  }
  return {
    sessions: { value: sum(perBucket), previous: sessionsIn(previousRange(range), nowMs) },
    unit,
    points: buckets.map((b, i) => ({ ...b, sessions: perBucket[i] })),
    sources: TRAFFIC_SOURCES.map((source, i) => ({ source, sessions: perSource[i] })),
  };
}

export async function salesOverview(
  range: IsoDateRange,
  nowMs: number,
): Promise<AnalyticsSalesOverviewResponse> {
  const before = previousRange(range);
  const [{ orders, sales }, earlier] = await Promise.all([orderFiguresIn(range), orderFiguresIn(before)]);
  const sessions = sessionsIn(range, nowMs);
  return {
    sales: { value: sales, previous: earlier.sales },
    orders: { value: orders, previous: earlier.orders },
    sessions: { value: sessions, previous: sessionsIn(before, nowMs) },
    conversionRate: sessions ? round((orders / sessions) * 100) : 0,
    averageOrder: orders ? round(sales / orders) : 0,
  };
}

/** Order sales and invoiced totals by day, bucketed here (the sums are the database's). */
export async function revenueReport(
  range: IsoDateRange,
  period?: RevenuePeriod,
): Promise<AnalyticsRevenueResponse> {
  const unit = period ?? bucketUnit(range);
  const buckets = rangeBuckets(range, unit);
  const before = previousRange(range);
  const [sold, invoiced, soldBefore, invoicedBefore] = await Promise.all([
    centsByDay('orders', 'date', 'spent', range),
    centsByDay('invoices', 'issuedDate', 'total', range),
    centsByDay('orders', 'date', 'spent', before),
    centsByDay('invoices', 'issuedDate', 'total', before),
  ]);
  const perBucket = (days: { day: string; cents: number }[]) => {
    const out = buckets.map(() => 0);
    for (const { day, cents } of days) out[bucketOf(buckets, day)] += cents;
    return out;
  };
  const [sales, invoices] = [perBucket(sold), perBucket(invoiced)];
  const totalCents = (...parts: { cents: number }[][]) => sum(parts.flat().map((p) => p.cents));
  return {
    unit,
    total: {
      value: totalCents(sold, invoiced) / 100,
      previous: totalCents(soldBefore, invoicedBefore) / 100,
    },
    points: buckets.map((b, i) => ({ ...b, sales: sales[i] / 100, invoiced: invoices[i] / 100 })),
  };
}

/** Invoice payments by the day they were made (in a range; days outside it come with 0): one tally. */
export const paymentsByDayTally = (range: IsoDateRange): TallyRequest => ({
  collection: 'invoices',
  where: [],
  each: 'payments',
  groupBy: { kind: 'day', path: 'date' },
  measures: {
    cents: {
      kind: 'sumCents',
      path: 'amount',
      valueKind: 'number',
      where: [onDays('date', range)],
    },
  },
});

/** Money received in a range, in whole cents by day and source: orders placed, invoice payments. */
async function receiptsIn(range: IsoDateRange) {
  const [orders, payments] = await Promise.all([
    centsByDay('orders', 'date', 'spent', range),
    tally(paymentsByDayTally(range)),
  ]);
  return [
    ...orders.map((o) => ({ source: 'orders' as const, ...o })),
    ...payments.flatMap(({ group, figures }) =>
      group !== null && inRange(group, range)
        ? [{ source: 'invoicePayments' as const, day: group, cents: figures.cents }]
        : [],
    ),
  ];
}

export async function earningsReport(range: IsoDateRange): Promise<AnalyticsEarningsResponse> {
  const [receipts, before] = await Promise.all([receiptsIn(range), receiptsIn(previousRange(range))]);
  const byWeekday = [0, 0, 0, 0, 0, 0, 0];
  for (const r of receipts) {
    // getUTCDay counts from Sunday; the chart starts the week on Monday.
    byWeekday[(new Date(`${r.day}T00:00:00Z`).getUTCDay() + 6) % 7] += r.cents;
  }
  const total = (list: { cents: number }[]) => sum(list.map((r) => r.cents)) / 100;
  return {
    earnings: { value: total(receipts), previous: total(before) },
    sources: EARNING_SOURCES.map((source) => ({
      source,
      amount: total(receipts.filter((r) => r.source === source)),
    })),
    byWeekday: byWeekday.map((cents) => cents / 100),
  };
}

const DAY_MS = 86_400_000;

function ticketsOpenedIn(range: IsoDateRange, nowMs: number) {
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const until = Math.min(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS - 1, nowMs);
  return analyticsTickets().filter((t) => t.openedAt >= from && t.openedAt <= until);
}

export function supportReport(range: IsoDateRange, nowMs: number): AnalyticsSupportResponse {
  const tickets = ticketsOpenedIn(range, nowMs);
  const answered = tickets.filter((t) => t.firstAnsweredAt <= nowMs);
  const resolved = answered.filter((t) => t.resolvedAt <= nowMs).length;
  const responseHours = answered.map((t) => (t.firstAnsweredAt - t.openedAt) / 3_600_000);
  return {
    tickets: { value: tickets.length, previous: ticketsOpenedIn(previousRange(range), nowMs).length },
    newTickets: tickets.length - answered.length,
    openTickets: answered.length - resolved,
    resolvedTickets: resolved,
    resolvedRate: tickets.length ? round((resolved / tickets.length) * 100, 1) : 0,
    averageResponseHours: answered.length ? round(sum(responseHours) / answered.length, 1) : 0,
  };
}

/** The orders of a range and what they were paid, by the address they were placed with: one tally. */
export const ordersByEmailTally = (range: IsoDateRange): TallyRequest => ({
  collection: 'orders',
  where: [onDays('date', range)],
  groupBy: { kind: 'text', path: 'email' },
  measures: { orders: { kind: 'count' }, cents: { kind: 'sumCents', path: 'spent', valueKind: 'number' } },
});

/** The orders of a range by their customer's country: summed by address in SQL, the addresses looked up here. */
export async function countriesReport(range: IsoDateRange): Promise<AnalyticsCountriesResponse> {
  const customerByEmail = new Map(db.customers.map((c) => [c.email.toLowerCase(), c]));
  const byCountry = async (r: IsoDateRange) => {
    const out = new Map<string, AnalyticsCountriesResponse['countries'][number]>();
    for (const { group, figures } of await tally(ordersByEmailTally(r))) {
      const customer = group === null ? undefined : customerByEmail.get(group.toLowerCase());
      if (!customer) continue;
      const row = out.get(customer.country) ?? {
        country: customer.country,
        countryCode: customer.countryCode,
        sales: 0,
        orders: 0,
        previousSales: 0,
      };
      row.sales += figures.cents;
      row.orders += figures.orders;
      out.set(customer.country, row);
    }
    return out;
  };
  const [now, before] = await Promise.all([byCountry(range), byCountry(previousRange(range))]);
  const countries = [...now.values()].map((row) => ({
    ...row,
    sales: row.sales / 100,
    previousSales: (before.get(row.country)?.sales ?? 0) / 100,
  }));
  countries.sort((a, b) => b.sales - a.sales || a.country.localeCompare(b.country));
  return { countries };
}
