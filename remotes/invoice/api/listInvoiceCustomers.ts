import { http, HttpResponse } from 'msw';
import type { Customer, InvoiceCustomersResponse } from '@atrium/contracts';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized, can } from '@atrium/mocks/lib/authorize';
import { listRequestOf, queryListWith } from '@atrium/mocks/lib/listQuery';
import { INVOICE_CUSTOMER_LIST, invoiceClientOf } from './invoiceCustomers';

/** A picker shows a page at a time: at most this many customers per request (no "every row"). */
export const MAX_CUSTOMERS_PER_PAGE = 50;

/**
 * GET /api/apps/invoice/customers (addition) — `{ customers, total }`: the e-commerce customers as
 * invoice clients, `q` searching name, email and country, paged by `page` and `itemsPerPage` (10 by
 * default, at most 50). For whoever may write an invoice (create or update Invoice): it hands out
 * customers' addresses, which reading invoices alone does not need. 403 otherwise.
 */
export const listInvoiceCustomers = http.get(
  api('/api/apps/invoice/customers'),
  authorized({ action: 'read', subject: 'Invoice' }, async ({ request, account }) => {
    if (!can(account, 'create', 'Invoice') && !can(account, 'update', 'Invoice'))
      return jsonError(403, 'You may not create or update Invoice');
    const list = listRequestOf(INVOICE_CUSTOMER_LIST, new URL(request.url).searchParams);
    const itemsPerPage =
      list.itemsPerPage === -1 ? MAX_CUSTOMERS_PER_PAGE : Math.min(list.itemsPerPage, MAX_CUSTOMERS_PER_PAGE);
    const { rows, total } = await queryListWith<Customer>(INVOICE_CUSTOMER_LIST, { ...list, itemsPerPage });
    return HttpResponse.json<InvoiceCustomersResponse>({ customers: rows.map(invoiceClientOf), total });
  }),
);
