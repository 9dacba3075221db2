import { http, HttpResponse } from 'msw';
import { invoiceMarkSentSchema } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * POST /api/apps/invoice/mark-sent (addition) — `{ ids }`: every Draft among them becomes Sent; any
 * other status says more than "sent" (paid, partly paid, past due, downloaded) and is kept. 200
 * `{ updated }`, how many changed. 400 field errors; 404 `errors.ids` naming unknown ids, and then
 * nothing changes.
 */
export const markInvoicesSent = http.post(
  api('/api/apps/invoice/mark-sent'),
  authorized({ action: 'update', subject: 'Invoice' }, async ({ request }) => {
    const body = await parseBody(request, invoiceMarkSentSchema);
    if ('error' in body) return body.error;
    const ids = new Set(body.data.ids);
    const unknown = [...ids].filter((id) => !db.invoices.some((i) => i.id === id));
    if (unknown.length) {
      const message = `No invoice found with the id ${unknown.join(', ')}`;
      return HttpResponse.json({ message, errors: { ids: [message] } }, { status: 404 });
    }
    let updated = 0;
    for (const invoice of db.invoices) {
      if (ids.has(invoice.id) && invoice.invoiceStatus === 'Draft') {
        invoice.invoiceStatus = 'Sent';
        updated++;
      }
    }
    return HttpResponse.json({ updated });
  }),
);
