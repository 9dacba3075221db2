import { http, HttpResponse } from 'msw';
import type { InvoiceClient } from '@atrium/contracts';
import { db } from '../../db';
import { api } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** GET /api/apps/invoice/clients — the first 5 distinct clients. */
export const listInvoiceClients = http.get(
  api('/api/apps/invoice/clients'),
  authorized({ action: 'read', subject: 'Invoice' }, () => {
    const clients: InvoiceClient[] = [];
    for (const invoice of db.invoices) {
      if (clients.length === 5) break;
      if (!clients.some((c) => c.name === invoice.client.name)) clients.push(invoice.client);
    }
    return HttpResponse.json(clients);
  }),
);
