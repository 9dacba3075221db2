import { http, HttpResponse } from 'msw';
import type { Customer, CustomerListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { matchText, paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<Customer>> = {
  customer: { kind: 'text', value: (c) => c.customer },
  country: { kind: 'text', value: (c) => c.country },
  customerId: { kind: 'number', value: (c) => c.customerId },
  orders: { kind: 'number', value: (c) => c.order },
  totalSpent: { kind: 'number', value: (c) => c.totalSpent },
};

/** GET /api/apps/ecommerce/customers — q (name, country or email), sort, paging. */
export const listCustomers = http.get(
  api('/api/apps/ecommerce/customers'),
  authorized({ action: 'read', subject: 'Customer' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q');
    const { page, itemsPerPage } = parsePaging(params);
    let rows = db.customers.filter((c) => matchText(q, c.customer, c.country, c.email));
    rows = sortRows(rows, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    return HttpResponse.json<CustomerListResponse>({
      customers: paginate(rows, page, itemsPerPage),
      total: rows.length,
    });
  }),
);
