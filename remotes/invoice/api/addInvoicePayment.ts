import { http, HttpResponse } from 'msw';
import { invoiceBalance, invoicePaymentSchema, type Invoice } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { findInvoice, nextPaymentId, statusForPayments } from './invoiceRecord';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * POST /api/apps/invoice/{id}/payments (addition) — records a payment; the balance goes down and the
 * status becomes Partial Payment, or Paid at 0. 201 with the invoice. 400 field errors, and
 * `errors.amount` for more than the balance (or anything on an invoice with nothing left to pay); 404.
 */
export const addInvoicePayment = http.post(
  api('/api/apps/invoice/:id/payments'),
  authorized({ action: 'update', subject: 'Invoice' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const found = findInvoice(id);
    if ('error' in found) return found.error;
    const body = await parseBody(request, invoicePaymentSchema);
    if ('error' in body) return body.error;
    const { invoice, index } = found;
    if (cents(body.data.amount) > cents(invoice.balance)) {
      const message =
        invoice.balance <= 0
          ? 'This invoice has nothing left to pay'
          : `The amount is more than the balance (${invoice.balance.toFixed(2)})`;
      return HttpResponse.json({ message, errors: { amount: [message] } }, { status: 400 });
    }
    const payments = [...invoice.payments, { id: nextPaymentId(), ...body.data }];
    const balance = invoiceBalance(invoice.total, payments);
    const updated: Invoice = {
      ...invoice,
      payments,
      balance,
      invoiceStatus: statusForPayments(invoice.invoiceStatus, balance, payments),
    };
    db.invoices[index] = updated;
    return HttpResponse.json(updated, { status: 201 });
  }),
);
