import { http, HttpResponse } from 'msw';
import type { Invoice, InvoiceListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { matchText, paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<Invoice>> = {
  client: { kind: 'text', value: (i) => i.client.name },
  total: { kind: 'number', value: (i) => i.total },
  id: { kind: 'number', value: (i) => i.id },
  date: { kind: 'date', value: (i) => i.issuedDate },
  balance: { kind: 'number', value: (i) => i.balance },
};

const isDate = (v: string | null): v is string => !!v && !Number.isNaN(new Date(v).getTime());

/**
 * GET /api/apps/invoice — q (client name, company email or id), status, selectedDateRange[start|end],
 * sort, paging; newest first by default.
 */
export const listInvoices = http.get(
  api('/api/apps/invoice'),
  authorized({ action: 'read', subject: 'Invoice' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q');
    const status = params.get('status');
    const start = params.get('selectedDateRange[start]') ?? params.get('start');
    const end = params.get('selectedDateRange[end]') ?? params.get('end');
    const { page, itemsPerPage } = parsePaging(params);

    let rows = [...db.invoices].reverse();
    rows = rows.filter(
      (i) =>
        matchText(q, i.client.name, i.client.companyEmail, i.id) &&
        (!status || i.invoiceStatus.toLowerCase() === status.toLowerCase()) &&
        (!isDate(start) || i.issuedDate >= start.slice(0, 10)) &&
        (!isDate(end) || i.issuedDate <= end.slice(0, 10)),
    );
    rows = sortRows(rows, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    return HttpResponse.json<InvoiceListResponse>({
      invoices: paginate(rows, page, itemsPerPage),
      totalInvoices: rows.length,
    });
  }),
);
