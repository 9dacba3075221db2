import { HttpResponse } from 'msw';
import type { invoiceSaveRequestSchema } from '@atrium/contracts';
import {
  invoiceBalance,
  invoiceTotals,
  type Invoice,
  type InvoicePayment,
  type InvoiceStatus,
} from '@atrium/contracts';
import type { z } from 'zod';
import { db } from '@atrium/mocks/db';

/** A save body after validation (defaults applied). */
export type InvoiceSaveData = z.output<typeof invoiceSaveRequestSchema>;

/** The spec's answer to an unknown invoice id. */
export const INVOICE_NOT_FOUND = 'No invoice found with this id';

/** The next free invoice number: one past the highest ever kept (numbers are never reused). */
export function nextInvoiceId(): number {
  return Math.max(4986, ...db.invoices.map((i) => i.id)) + 1;
}

/** The next payment id, unique across every invoice. */
export function nextPaymentId(): number {
  return Math.max(0, ...db.invoices.flatMap((i) => i.payments.map((p) => p.id))) + 1;
}

/**
 * The status a balance implies once money has been received: nothing left (or a credit) is Paid,
 * something left is a Partial Payment. With no payment at all the status is the invoice's own
 * (Draft, Sent, Past Due, Downloaded are not about money received).
 */
export function statusForPayments(
  current: InvoiceStatus,
  balance: number,
  payments: readonly InvoicePayment[],
): InvoiceStatus {
  if (payments.length === 0) return current;
  return balance <= 0 ? 'Paid' : 'Partial Payment';
}

/**
 * The stored invoice for a validated body: the totals computed from the items (the client never
 * sends them), the balance from the payments, the service the first item's name.
 */
export function invoiceFrom(
  data: InvoiceSaveData,
  kept: Pick<Invoice, 'id' | 'avatar' | 'invoiceStatus' | 'payments'>,
): Invoice {
  const totals = invoiceTotals(data);
  return {
    ...kept,
    ...data,
    service: data.items[0].name,
    total: totals.total,
    subtotal: totals.subtotal,
    discountAmount: totals.discountAmount,
    taxAmount: totals.taxAmount,
    balance: invoiceBalance(totals.total, kept.payments),
  };
}

/** The same invoice number's record in `db.invoices`, or a 404 answer. */
export function findInvoice(id: number): { index: number; invoice: Invoice } | { error: Response } {
  const index = db.invoices.findIndex((i) => i.id === id);
  if (index === -1) return { error: HttpResponse.json({ message: INVOICE_NOT_FOUND }, { status: 404 }) };
  return { index, invoice: db.invoices[index] };
}

/** Today's date (yyyy-mm-dd, UTC) by the mock's clock. */
export const todayIso = (now: number) => new Date(now).toISOString().slice(0, 10);
