import { http, HttpResponse } from 'msw';
import type { Order, OrderListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { matchText, paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<Order>> = {
  order: { kind: 'number', value: (o) => o.order },
  customers: { kind: 'text', value: (o) => o.customer },
  date: { kind: 'date', value: (o) => o.date },
  status: { kind: 'text', value: (o) => o.status },
  spent: { kind: 'number', value: (o) => o.spent },
};

/** GET /api/apps/ecommerce/orders — q (customer name, email or order number), sort, paging. */
export const listOrders = http.get(
  api('/api/apps/ecommerce/orders'),
  authorized({ action: 'read', subject: 'Order' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q');
    const { page, itemsPerPage } = parsePaging(params);
    let rows = db.orders.filter((o) => matchText(q, o.customer, o.email, o.order));
    rows = sortRows(rows, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    return HttpResponse.json<OrderListResponse>({
      orders: paginate(rows, page, itemsPerPage),
      total: rows.length,
    });
  }),
);
