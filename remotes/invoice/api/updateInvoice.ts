import { http, HttpResponse } from 'msw';
import { invoiceSaveRequestSchema } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { findInvoice, invoiceFrom, statusForPayments } from './invoiceRecord';

/**
 * PUT /api/apps/invoice/{id} (addition) — replaces the invoice's fields and recomputes its totals; the
 * payments stay. The status is kept unless the new balance changes it (a paid invoice whose total
 * grows is partly paid again). 200 with it; 400 field errors, 404.
 */
export const updateInvoice = http.put(
  api('/api/apps/invoice/:id'),
  authorized({ action: 'update', subject: 'Invoice' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const found = findInvoice(id);
    if ('error' in found) return found.error;
    const body = await parseBody(request, invoiceSaveRequestSchema);
    if ('error' in body) return body.error;
    const { invoice: before, index } = found;
    const after = invoiceFrom(body.data, before);
    if (after.balance !== before.balance)
      after.invoiceStatus = statusForPayments(before.invoiceStatus, after.balance, after.payments);
    db.invoices[index] = after;
    return HttpResponse.json(after);
  }),
);
