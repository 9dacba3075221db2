import { http, HttpResponse } from 'msw';
import { invoiceRevision, invoiceSaveRequestSchema } from '@atrium/contracts';
import { etag, staleEdit } from '@atrium/mocks/lib/revisions';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { findInvoice, invoiceFrom, statusForPayments } from './invoiceRecord';
import { clientForSave } from './invoiceCustomers';

/**
 * PUT /api/apps/invoice/{id} (addition) — replaces the invoice's fields and recomputes its totals; the
 * payments stay. The status is kept unless the new balance changes it (a paid invoice whose total
 * grows is partly paid again). 200 with it; 400 field errors (a customer that does not exist:
 * `errors['client.customerId']`), 404. With `If-Match` (invoiceRevision
 * of the invoice as the editor opened it), 412 `{ message, current }` when its fields changed since.
 */
export const updateInvoice = http.put(
  api('/api/apps/invoice/:id'),
  authorized({ action: 'update', subject: 'Invoice' }, async ({ params, request, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const found = findInvoice(id);
    if ('error' in found) return found.error;
    const stale = staleEdit(request, account, 'Invoice', invoiceRevision(found.invoice), found.invoice);
    if (stale) return stale;
    const body = await parseBody(request, invoiceSaveRequestSchema);
    if ('error' in body) return body.error;
    const chosen = clientForSave(body.data.client);
    if ('error' in chosen) return chosen.error;
    const { invoice: before, index } = found;
    const after = invoiceFrom({ ...body.data, client: chosen.client }, before);
    if (after.balance !== before.balance)
      after.invoiceStatus = statusForPayments(before.invoiceStatus, after.balance, after.payments);
    db.invoices[index] = after;
    return HttpResponse.json(after, { headers: etag(invoiceRevision(after)) });
  }),
);
