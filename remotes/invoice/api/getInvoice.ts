import { http, HttpResponse } from 'msw';
import type { InvoiceDetailResponse } from '@atrium/contracts';
import { paymentDetailsFor } from './data/invoices';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { findInvoice } from './invoiceRecord';

/** GET /api/apps/invoice/{id} — invoice + paymentDetails; 404 "No invoice found with this id". */
export const getInvoice = http.get(
  api('/api/apps/invoice/:id'),
  authorized({ action: 'read', subject: 'Invoice' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const found = findInvoice(id);
    if ('error' in found) return found.error;
    const { invoice } = found;
    return HttpResponse.json<InvoiceDetailResponse>({ invoice, paymentDetails: paymentDetailsFor(invoice) });
  }),
);
