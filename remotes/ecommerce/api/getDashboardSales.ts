import { http, HttpResponse } from 'msw';
import type { EcommerceSalesBucket, EcommerceSalesResponse } from '@atrium/contracts';
import { tally, type TallyRequest } from '@atrium/mocks/lib/tallyQuery';
import {
  addDays,
  bucketOf,
  bucketUnit,
  rangeBuckets,
  rangeDays,
  type IsoDateRange,
} from '@atrium/mocks/lib/isoDays';
import { dashboardCall, dashboardPath } from './dashboardQuery';
import { placedOnDays } from './data/orders';

const money = (path: string) => ({ kind: 'sumCents' as const, path, valueKind: 'number' as const });

/** The period's orders by day: count, revenue, goods, discount, tax and shipping, one tally. */
export const salesTally = (range: IsoDateRange): TallyRequest => ({
  collection: 'orders',
  where: [placedOnDays(range)],
  groupBy: { kind: 'day', path: 'date' },
  measures: {
    orders: { kind: 'count' },
    revenue: money('spent'),
    subtotal: money('totals.subtotal'),
    discount: money('totals.discount'),
    tax: money('totals.tax'),
    shipping: money('totals.shipping'),
  },
});

/** The orders of each bucket summed (by day in the database, into buckets here): revenue, count, and the revenue's goods, tax and shipping. */
async function fill(buckets: IsoDateRange[]): Promise<EcommerceSalesBucket[]> {
  const days = await tally(salesTally({ from: buckets[0].from, to: buckets[buckets.length - 1].to }));
  const sums = buckets.map(() => ({ revenue: 0, orders: 0, net: 0, tax: 0, shipping: 0 }));
  for (const { group, figures } of days) {
    if (group === null) continue;
    const bucket = sums[bucketOf(buckets, group)];
    bucket.orders += figures.orders;
    bucket.revenue += figures.revenue;
    bucket.net += figures.subtotal - figures.discount;
    bucket.tax += figures.tax;
    bucket.shipping += figures.shipping;
  }
  return buckets.map((b, i) => ({
    ...b,
    orders: sums[i].orders,
    revenue: sums[i].revenue / 100,
    net: sums[i].net / 100,
    tax: sums[i].tax / 100,
    shipping: sums[i].shipping / 100,
  }));
}

/** GET /api/dashboard/ecommerce/sales (addition) — the period's orders by day, week or month, and the same buckets one period earlier. */
export const getDashboardSales = http.get(
  dashboardPath('sales'),
  dashboardCall(async (range) => {
    const unit = bucketUnit(range);
    const buckets = rangeBuckets(range, unit);
    const back = rangeDays(range);
    const earlier = buckets.map((b) => ({ from: addDays(b.from, -back), to: addDays(b.to, -back) }));
    const [current, previous] = await Promise.all([fill(buckets), fill(earlier)]);
    return HttpResponse.json<EcommerceSalesResponse>({ unit, buckets: current, previous });
  }),
);
