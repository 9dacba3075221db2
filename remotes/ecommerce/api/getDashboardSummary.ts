import { http, HttpResponse } from 'msw';
import type { EcommercePeriodFigures, EcommerceSummaryResponse } from '@atrium/contracts';
import { previousRange, type IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { cents, dashboardCall, dashboardPath, detailOf, ordersIn } from './dashboardQuery';

function figures(range: IsoDateRange): EcommercePeriodFigures {
  const orders = ordersIn(range);
  const revenue = cents(orders.reduce((s, o) => s + o.spent, 0));
  return {
    revenue,
    orders: orders.length,
    averageOrder: orders.length ? cents(revenue / orders.length) : 0,
    customers: new Set(orders.map((o) => o.email.toLowerCase())).size,
    itemsSold: orders.reduce((s, o) => s + detailOf(o).items.reduce((n, item) => n + item.qty, 0), 0),
  };
}

/** GET /api/dashboard/ecommerce/summary (addition) — revenue, orders, average order, customers and items sold in the period and in the one before. */
export const getDashboardSummary = http.get(
  dashboardPath('summary'),
  dashboardCall((range) =>
    HttpResponse.json<EcommerceSummaryResponse>({
      current: figures(range),
      previous: figures(previousRange(range)),
    }),
  ),
);
