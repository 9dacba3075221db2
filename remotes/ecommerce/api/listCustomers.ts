import { http, HttpResponse } from 'msw';
import type { Customer, CustomerListResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { queryList, type ListSpec } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';

export const CUSTOMER_LIST: ListSpec = {
  collection: 'customers',
  search: ['customer', 'country', 'email'],
  filters: [],
  sort: {
    customer: { path: 'customer', kind: 'text' },
    country: { path: 'country', kind: 'text' },
    customerId: { path: 'customerId', kind: 'number' },
    orders: { path: 'order', kind: 'number' },
    totalSpent: { path: 'totalSpent', kind: 'number' },
  },
};

/** GET /api/apps/ecommerce/customers — q (name, country or email), sort, paging. */
export const listCustomers = http.get(
  api('/api/apps/ecommerce/customers'),
  authorized({ action: 'read', subject: 'Customer' }, async ({ request }) => {
    const { rows, total } = await queryList<Customer>(CUSTOMER_LIST, new URL(request.url).searchParams);
    return HttpResponse.json<CustomerListResponse>({ customers: rows, total });
  }),
);
