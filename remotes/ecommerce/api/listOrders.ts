import { http, HttpResponse } from 'msw';
import type { Order, OrderListResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { queryList, type ListSpec } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';
import { orderRow } from './data/orders';

export const ORDER_LIST: ListSpec = {
  collection: 'orders',
  search: ['customer', 'email', 'order'],
  // (addition) Where the order is and how its payment stands (1 paid, 2 pending, 3 refunded, 4 failed).
  filters: [
    { params: ['status'], filter: { kind: 'equals', path: 'status' } },
    { params: ['payment'], filter: { kind: 'equals', path: 'payment' } },
  ],
  sort: {
    order: { path: 'order', kind: 'number' },
    customers: { path: 'customer', kind: 'text' },
    date: { path: 'date', kind: 'date' },
    status: { path: 'status', kind: 'text' },
    spent: { path: 'spent', kind: 'number' },
  },
};

/**
 * GET /api/apps/ecommerce/orders — q (customer name, email or order number), (addition) status and
 * payment, sort, paging; the rows without their lines.
 */
export const listOrders = http.get(
  api('/api/apps/ecommerce/orders'),
  authorized({ action: 'read', subject: 'Order' }, async ({ request }) => {
    const { rows, total } = await queryList<Order>(ORDER_LIST, new URL(request.url).searchParams);
    return HttpResponse.json<OrderListResponse>({ orders: rows.map(orderRow), total });
  }),
);
