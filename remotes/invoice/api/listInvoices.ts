import { http, HttpResponse } from 'msw';
import type { Invoice, InvoiceListResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { queryList, type ListSpec } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';

export const INVOICE_LIST: ListSpec = {
  collection: 'invoices',
  newestFirst: true,
  search: ['client.name', 'client.companyEmail', 'id'],
  filters: [
    { params: ['status'], filter: { kind: 'equalsFolded', path: 'invoiceStatus' } },
    { params: ['selectedDateRange[start]', 'start'], filter: { kind: 'fromDay', path: 'issuedDate' } },
    { params: ['selectedDateRange[end]', 'end'], filter: { kind: 'toDay', path: 'issuedDate' } },
  ],
  sort: {
    client: { path: 'client.name', kind: 'text' },
    total: { path: 'total', kind: 'number' },
    id: { path: 'id', kind: 'number' },
    date: { path: 'issuedDate', kind: 'date' },
    balance: { path: 'balance', kind: 'number' },
  },
};

/**
 * GET /api/apps/invoice — q (client name, company email or id), status, selectedDateRange[start|end],
 * sort, paging; newest first by default.
 */
export const listInvoices = http.get(
  api('/api/apps/invoice'),
  authorized({ action: 'read', subject: 'Invoice' }, async ({ request }) => {
    const { rows, total } = await queryList<Invoice>(INVOICE_LIST, new URL(request.url).searchParams);
    return HttpResponse.json<InvoiceListResponse>({ invoices: rows, totalInvoices: total });
  }),
);
