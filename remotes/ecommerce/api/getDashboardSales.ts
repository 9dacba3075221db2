import { http, HttpResponse } from 'msw';
import type { EcommerceSalesBucket, EcommerceSalesResponse } from '@atrium/contracts';
import {
  addDays,
  bucketOf,
  bucketUnit,
  rangeBuckets,
  rangeDays,
  type IsoDateRange,
} from '@atrium/mocks/lib/isoDays';
import { cents, dashboardCall, dashboardPath, detailOf, orderDay, ordersIn } from './dashboardQuery';

/** The orders of each bucket summed: revenue, count, and the revenue's goods, tax and shipping. */
function fill(buckets: IsoDateRange[]): EcommerceSalesBucket[] {
  const out = buckets.map((b) => ({ ...b, revenue: 0, orders: 0, net: 0, tax: 0, shipping: 0 }));
  const all = { from: buckets[0].from, to: buckets[buckets.length - 1].to };
  for (const order of ordersIn(all)) {
    const bucket = out[bucketOf(buckets, orderDay(order))];
    const { totals } = detailOf(order);
    bucket.revenue += order.spent;
    bucket.orders += 1;
    bucket.net += totals.subtotal - totals.discount;
    bucket.tax += totals.tax;
    bucket.shipping += totals.shipping;
  }
  return out.map((b) => ({
    ...b,
    revenue: cents(b.revenue),
    net: cents(b.net),
    tax: cents(b.tax),
    shipping: cents(b.shipping),
  }));
}

/** GET /api/dashboard/ecommerce/sales (addition) — the period's orders by day, week or month, and the same buckets one period earlier. */
export const getDashboardSales = http.get(
  dashboardPath('sales'),
  dashboardCall((range) => {
    const unit = bucketUnit(range);
    const buckets = rangeBuckets(range, unit);
    const back = rangeDays(range);
    const earlier = buckets.map((b) => ({ from: addDays(b.from, -back), to: addDays(b.to, -back) }));
    return HttpResponse.json<EcommerceSalesResponse>({
      unit,
      buckets: fill(buckets),
      previous: fill(earlier),
    });
  }),
);
