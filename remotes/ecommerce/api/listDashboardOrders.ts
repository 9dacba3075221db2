import { http, HttpResponse } from 'msw';
import type { EcommerceRecentOrdersResponse } from '@atrium/contracts';
import { orderPlacedAt } from '@atrium/contracts';
import { orderRow } from './data/orders';
import { paginate, parsePaging } from '@atrium/mocks/lib/list';
import { dashboardCall, dashboardPath, ordersIn } from './dashboardQuery';

/** GET /api/dashboard/ecommerce/orders (addition) — the period's orders, newest first (date and time); paging, 5 a page by default. */
export const listDashboardOrders = http.get(
  dashboardPath('orders'),
  dashboardCall((range, params) => {
    const rows = ordersIn(range)
      .map((order) => ({ order, at: orderPlacedAt(order).getTime() }))
      .sort((a, b) => b.at - a.at || b.order.id - a.order.id)
      .map(({ order }) => orderRow(order));
    const { page, itemsPerPage } = parsePaging(params, { page: 1, itemsPerPage: 5 });
    return HttpResponse.json<EcommerceRecentOrdersResponse>({
      orders: paginate(rows, page, itemsPerPage),
      total: rows.length,
    });
  }),
);
