import { http, HttpResponse } from 'msw';
import { ORDER_STATUSES, type EcommerceStatusesResponse } from '@atrium/contracts';
import { cents, dashboardCall, dashboardPath, ordersIn } from './dashboardQuery';

/** GET /api/dashboard/ecommerce/statuses (addition) — the period's orders by status (each status listed, even at 0). */
export const getDashboardStatuses = http.get(
  dashboardPath('statuses'),
  dashboardCall((range) => {
    const orders = ordersIn(range);
    return HttpResponse.json<EcommerceStatusesResponse>({
      statuses: ORDER_STATUSES.map((status) => {
        const these = orders.filter((o) => o.status === status);
        return { status, orders: these.length, revenue: cents(these.reduce((s, o) => s + o.spent, 0)) };
      }),
      total: orders.length,
    });
  }),
);
