import { http, HttpResponse } from 'msw';
import { invoiceSaveRequestSchema, type Invoice } from '@atrium/contracts';
import { db } from '../../db';
import { api, idParam, malformedId, jsonError, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** POST /api/apps/invoice (addition) — creates an invoice with the next id; 201 with it. */
export const createInvoice = http.post(
  api('/api/apps/invoice'),
  authorized({ action: 'create', subject: 'Invoice' }, async ({ request }) => {
    const body = await parseBody(request, invoiceSaveRequestSchema);
    if ('error' in body) return body.error;
    const id = Math.max(4986, ...db.invoices.map((i) => i.id)) + 1;
    const invoice: Invoice = { id, avatar: '', ...body.data };
    db.invoices.push(invoice);
    return HttpResponse.json(invoice, { status: 201 });
  }),
);

/** PUT /api/apps/invoice/{id} (addition) — replaces the invoice's fields; 200 with it, 404 if unknown. */
export const updateInvoice = http.put(
  api('/api/apps/invoice/:id'),
  authorized({ action: 'update', subject: 'Invoice' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.invoices.findIndex((i) => i.id === id);
    if (index === -1) return jsonError(404, 'No invoice found with this id');
    const body = await parseBody(request, invoiceSaveRequestSchema);
    if ('error' in body) return body.error;
    db.invoices[index] = { ...db.invoices[index], ...body.data };
    return HttpResponse.json(db.invoices[index]);
  }),
);
