import { http, HttpResponse } from 'msw';
import { invoiceClientSchema } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

const TAKEN = 'A client with this email already exists';

/**
 * POST /api/apps/invoice/clients (addition) — stores a client, listed by GET …/clients from then on;
 * 201 with it. 400 field errors, 409 `errors.companyEmail` when the email is taken (any case).
 */
export const createInvoiceClient = http.post(
  api('/api/apps/invoice/clients'),
  authorized({ action: 'create', subject: 'Invoice' }, async ({ request }) => {
    const body = await parseBody(request, invoiceClientSchema);
    if ('error' in body) return body.error;
    const email = body.data.companyEmail.toLowerCase();
    if (db.invoiceClients.some((c) => c.companyEmail.toLowerCase() === email))
      return HttpResponse.json({ message: TAKEN, errors: { companyEmail: [TAKEN] } }, { status: 409 });
    db.invoiceClients.push(body.data);
    return HttpResponse.json(body.data, { status: 201 });
  }),
);
