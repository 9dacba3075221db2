import type { Invoice, InvoiceCurrency, InvoiceItem } from '@atrium/contracts';
import type { InvoiceFormValues } from './invoiceFormSchema';

/** A date as the API and the date inputs take it (yyyy-mm-dd), in the user's own calendar day. */
function isoDay(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export const emptyItem = (): InvoiceItem => ({ name: '', description: '', cost: 0, quantity: 1 });

/** A new invoice: issued today, due in 30 days, one empty line, in the store's currency and at its tax rate. */
export function newInvoiceValues(
  now = new Date(),
  store: { currency: InvoiceCurrency; taxRate: number } = { currency: 'USD', taxRate: 0 },
): InvoiceFormValues {
  return {
    issuedDate: isoDay(now),
    dueDate: isoDay(new Date(now.getTime() + 30 * 86_400_000)),
    client: { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' },
    items: [emptyItem()],
    discount: 0,
    tax: store.taxRate,
    currency: store.currency,
    salesperson: '',
    note: '',
    paymentTerms: '',
  };
}

/** The editable part of a stored invoice (what the API computes — totals, status, payments — stays out). */
export function invoiceFormValues(invoice: Invoice): InvoiceFormValues {
  const { issuedDate, dueDate, client, items, discount, tax, currency, salesperson, note, paymentTerms } =
    invoice;
  return {
    issuedDate,
    dueDate,
    client: { ...client },
    items: items.map((item) => ({ ...item })),
    discount,
    tax,
    currency,
    salesperson,
    note,
    paymentTerms,
  };
}
