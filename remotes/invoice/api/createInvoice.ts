import { http, HttpResponse } from 'msw';
import { invoiceSaveRequestSchema } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { invoiceFrom, nextInvoiceId } from './invoiceRecord';
import { clientForSave } from './invoiceCustomers';

/**
 * POST /api/apps/invoice (addition) — a Draft with the next free number, its totals computed from the
 * items (a total, balance or status in the body is ignored); 201 with it. 400 field errors, and
 * `errors['client.customerId']` for a customer that does not exist (see clientForSave).
 */
export const createInvoice = http.post(
  api('/api/apps/invoice'),
  authorized({ action: 'create', subject: 'Invoice' }, async ({ request }) => {
    const body = await parseBody(request, invoiceSaveRequestSchema);
    if ('error' in body) return body.error;
    const chosen = clientForSave(body.data.client);
    if ('error' in chosen) return chosen.error;
    const invoice = invoiceFrom(
      { ...body.data, client: chosen.client },
      {
        id: nextInvoiceId(),
        avatar: '',
        invoiceStatus: 'Draft',
        payments: [],
      },
    );
    db.invoices.push(invoice);
    return HttpResponse.json(invoice, { status: 201 });
  }),
);
