import { http, HttpResponse } from 'msw';
import type { InvoiceDetailResponse } from '@atrium/contracts';
import { db } from '../../db';
import { paymentDetailsFor } from '../../data/invoices';
import { api, idParam, malformedId, jsonError } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** GET /api/apps/invoice/{id} — invoice + paymentDetails; 404 "No invoice found with this id". */
export const getInvoice = http.get(
  api('/api/apps/invoice/:id'),
  authorized({ action: 'read', subject: 'Invoice' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const invoice = db.invoices.find((i) => i.id === id);
    if (!invoice) return jsonError(404, 'No invoice found with this id');
    return HttpResponse.json<InvoiceDetailResponse>({ invoice, paymentDetails: paymentDetailsFor(invoice) });
  }),
);
