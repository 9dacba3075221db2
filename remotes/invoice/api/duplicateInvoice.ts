import { http, HttpResponse } from 'msw';
import type { Invoice } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { now } from '@atrium/mocks/lib/clock';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { findInvoice, nextInvoiceId, todayIso } from './invoiceRecord';

const DAY = 86_400_000;

/**
 * POST /api/apps/invoice/{id}/duplicate (addition) — a copy with the next free number: a Draft issued
 * today, due as many days later as the original was, with no payments (so the balance is the total).
 * 201 with the new invoice; 404.
 */
export const duplicateInvoice = http.post(
  api('/api/apps/invoice/:id/duplicate'),
  authorized({ action: 'create', subject: 'Invoice' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const found = findInvoice(id);
    if ('error' in found) return found.error;
    const { invoice } = found;
    const today = now();
    const term = Math.max(0, Date.parse(invoice.dueDate) - Date.parse(invoice.issuedDate));
    const copy: Invoice = {
      ...invoice,
      id: nextInvoiceId(),
      issuedDate: todayIso(today),
      dueDate: todayIso(today + Math.round(term / DAY) * DAY),
      client: { ...invoice.client },
      items: invoice.items.map((item) => ({ ...item })),
      invoiceStatus: 'Draft',
      payments: [],
      balance: invoice.total,
    };
    db.invoices.push(copy);
    return HttpResponse.json(copy, { status: 201 });
  }),
);
