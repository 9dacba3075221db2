import { http, HttpResponse } from 'msw';
import type { EcommercePeriodFigures, EcommerceSummaryResponse } from '@atrium/contracts';
import { tallyOne } from '@atrium/mocks/lib/tallyQuery';
import { previousRange, type IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { cents, dashboardCall, dashboardPath, detailOf, ordersIn, placedOnDays } from './dashboardQuery';

async function figures(range: IsoDateRange): Promise<EcommercePeriodFigures> {
  const { orders, revenueCents, customers } = await tallyOne({
    collection: 'orders',
    where: [placedOnDays(range)],
    measures: {
      orders: { kind: 'count' },
      revenueCents: { kind: 'sumCents', path: 'spent', valueKind: 'number' },
      customers: { kind: 'distinct', path: 'email' },
    },
  });
  const revenue = revenueCents / 100;
  return {
    revenue,
    orders,
    averageOrder: orders ? cents(revenue / orders) : 0,
    customers,
    // An order's lines are derived from its id (data/orders.ts), not stored: this figure is still
    // counted over the period's orders in memory.
    itemsSold: ordersIn(range).reduce(
      (s, o) => s + detailOf(o).items.reduce((n, item) => n + item.qty, 0),
      0,
    ),
  };
}

/** GET /api/dashboard/ecommerce/summary (addition) — revenue, orders, average order, customers and items sold in the period and in the one before. */
export const getDashboardSummary = http.get(
  dashboardPath('summary'),
  dashboardCall(async (range) => {
    const [current, previous] = await Promise.all([figures(range), figures(previousRange(range))]);
    return HttpResponse.json<EcommerceSummaryResponse>({ current, previous });
  }),
);
