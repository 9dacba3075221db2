import { http, HttpResponse } from 'msw';
import type { InvoiceClientsResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * GET /api/apps/invoice/clients — `{ clients }`: the first 5 clients of the sample invoices (spec),
 * then those added with POST, oldest first.
 */
export const listInvoiceClients = http.get(
  api('/api/apps/invoice/clients'),
  authorized({ action: 'read', subject: 'Invoice' }, () =>
    HttpResponse.json<InvoiceClientsResponse>({ clients: db.invoiceClients }),
  ),
);
