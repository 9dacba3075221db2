import { z } from 'zod';
import { CURRENCIES, LIMITS, type ListQuery } from './common';

export const INVOICE_STATUSES = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
  /**
   * (addition) The e-commerce customer the invoice is made out to (its 6-digit customerId). On save
   * the API fills the other fields from that customer; an unknown one is a 400. Invoices written
   * before clients were customers have none.
   */
  customerId?: number;
}

export const INVOICE_CURRENCIES = CURRENCIES;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

export const PAYMENT_METHODS = ['Bank transfer', 'Credit card', 'Cash', 'PayPal', 'Check'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One line of an invoice: what was sold, at what unit cost, how many (or how many hours). */
export interface InvoiceItem {
  name: string;
  description: string;
  /** Unit cost, in the invoice's currency. */
  cost: number;
  /** Units or hours; may be fractional (1.5 hours). */
  quantity: number;
}

/** A payment received against an invoice. */
export interface InvoicePayment {
  id: number;
  amount: number;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  method: PaymentMethod;
  note: string;
}

export interface Invoice {
  id: number;
  /** ISO date (yyyy-mm-dd). */
  issuedDate: string;
  client: InvoiceClient;
  /** The first item's name (the list's "service" column of the spec). */
  service: string;
  /** Computed by the API: see `invoiceTotals`. */
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  /** The total less the payments; may be negative (a credit). Computed by the API. */
  balance: number;
  dueDate: string;
  // Additions: what a sent invoice carries.
  items: InvoiceItem[];
  /** Percent of the subtotal taken off before tax (0–100). */
  discount: number;
  /** Percent of the discounted subtotal added (0–100). */
  tax: number;
  currency: InvoiceCurrency;
  salesperson: string;
  note: string;
  paymentTerms: string;
  payments: InvoicePayment[];
  /** Computed by the API from the items, discount and tax. */
  subtotal: number;
  discountAmount: number;
  taxAmount: number;
}

export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

export const INVOICE_SORT_KEYS = ['client', 'total', 'id', 'date', 'balance'] as const;

export interface InvoiceListQuery extends ListQuery {
  status?: string;
  /** selectedDateRange[start] / selectedDateRange[end], ISO dates. */
  start?: string;
  end?: string;
}

export interface InvoiceListResponse {
  invoices: Invoice[];
  totalInvoices: number;
}

export interface InvoiceDetailResponse {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}

export const invoiceClientSchema = z.object({
  address: z.string().trim().min(1, 'Address is required').max(500, 'Address is too long'),
  company: z.string().trim().min(1, 'Company is required').max(LIMITS.name, 'Company is too long'),
  companyEmail: z.email('Enter a valid email').max(LIMITS.email, 'Email is at most 254 characters'),
  country: z.string().trim().min(1, 'Country is required').max(LIMITS.name, 'Country is too long'),
  contact: z.string().trim().min(1, 'Contact is required').max(LIMITS.name, 'Contact is too long'),
  name: z.string().trim().min(1, 'Name is required').max(LIMITS.name, 'Name is too long'),
  customerId: z.number('Choose a customer').int('Choose a customer').positive('Choose a customer').optional(),
});

const money = (name: string) =>
  z
    .number(`${name} must be a number`)
    .nonnegative(`${name} cannot be negative`)
    .max(LIMITS.money, `${name} is at most 1,000,000`);
const percent = (name: string) =>
  z
    .number(`${name} must be a number`)
    .min(0, `${name} cannot be negative`)
    .max(100, `${name} is at most 100%`);

export const invoiceItemSchema = z.object({
  name: z.string().trim().min(1, 'Item is required').max(LIMITS.name, 'Item is too long'),
  description: z.string().trim().max(1000, 'Description is too long').default(''),
  cost: money('Cost'),
  quantity: z
    .number('Quantity must be a number')
    .positive('Quantity must be more than 0')
    .max(LIMITS.quantity, 'Quantity is at most 1,000,000'),
});

/** At most this many lines on one invoice. */
export const MAX_INVOICE_ITEMS = 100;

/**
 * The body of POST /api/apps/invoice and PUT /api/apps/invoice/{id} (additions). No total, balance or
 * status: the API computes the totals from the items and the balance from the payments, and a new
 * invoice is a Draft.
 */
export const invoiceSaveSchema = z.object({
  issuedDate: z.iso.date('Enter a valid date'),
  dueDate: z.iso.date('Enter a valid date'),
  client: invoiceClientSchema,
  items: z
    .array(invoiceItemSchema)
    .min(1, 'Add at least one item')
    .max(MAX_INVOICE_ITEMS, `At most ${MAX_INVOICE_ITEMS} items`),
  discount: percent('Discount').default(0),
  tax: percent('Tax').default(0),
  currency: z.enum(INVOICE_CURRENCIES, 'Choose a currency').default('USD'),
  salesperson: z.string().trim().max(LIMITS.name, 'Salesperson is too long').default(''),
  note: z.string().trim().max(2000, 'Note is too long').default(''),
  paymentTerms: z.string().trim().max(LIMITS.name, 'Payment terms are too long').default(''),
});
export type InvoiceSave = z.input<typeof invoiceSaveSchema>;

/**
 * What the API checks on POST /api/apps/invoice and PUT /api/apps/invoice/{id}: the fields, and a due
 * date that is not before the issue date (a field error on dueDate). Kept apart from
 * `invoiceSaveSchema`, which forms extend with their own (translated) message for the same rule.
 */
export const invoiceSaveRequestSchema = invoiceSaveSchema.refine((v) => v.dueDate >= v.issuedDate, {
  path: ['dueDate'],
  message: 'The due date must not be before the issue date',
});

/** The body of POST /api/apps/invoice/{id}/payments (addition); the API refuses more than the balance. */
export const invoicePaymentSchema = z.object({
  amount: money('Amount').refine((v) => v > 0, 'Amount must be more than 0'),
  date: z.iso.date('Enter a valid date'),
  method: z.enum(PAYMENT_METHODS, 'Choose a payment method'),
  note: z.string().trim().max(1000, 'Note is too long').default(''),
});
export type InvoicePaymentSave = z.input<typeof invoicePaymentSchema>;

/** The body of POST /api/apps/invoice/mark-sent (addition). */
export const invoiceMarkSentSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'Choose invoices').max(LIMITS.ids),
});

export interface InvoiceTotals {
  /** Each line's total, in order. */
  lines: number[];
  subtotal: number;
  discountAmount: number;
  taxAmount: number;
  total: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The invoice's arithmetic, the same in the editor (as you type) and the API (what is stored): each
 * line is cost × quantity rounded to the cent; the discount is a percent of the subtotal, taken before
 * tax; the tax a percent of what remains; every amount rounded to the cent, computed in whole cents so
 * that no binary fraction leaks into a total.
 */
export function invoiceTotals({
  items,
  discount = 0,
  tax = 0,
}: {
  items: readonly Pick<InvoiceItem, 'cost' | 'quantity'>[];
  discount?: number;
  tax?: number;
}): InvoiceTotals {
  const lineCents = items.map((item) => Math.round(cents(item.cost) * item.quantity));
  const subtotalCents = lineCents.reduce((sum, c) => sum + c, 0);
  const discountCents = Math.round((subtotalCents * discount) / 100);
  const taxCents = Math.round(((subtotalCents - discountCents) * tax) / 100);
  return {
    lines: lineCents.map((c) => c / 100),
    subtotal: subtotalCents / 100,
    discountAmount: discountCents / 100,
    taxAmount: taxCents / 100,
    total: (subtotalCents - discountCents + taxCents) / 100,
  };
}

/** What is left to pay: the total less the payments, to the cent. */
export function invoiceBalance(total: number, payments: readonly Pick<InvoicePayment, 'amount'>[]): number {
  return (cents(total) - payments.reduce((sum, p) => sum + cents(p.amount), 0)) / 100;
}

/** GET /api/apps/invoice/stats (addition): figures over every invoice, whatever a list shows. */
export interface InvoiceStats {
  /** Distinct clients (by company email) the invoices are addressed to. */
  clients: number;
  invoices: number;
  /** Every payment received. */
  paid: number;
  /** What is still owed: the positive balances (a credit does not pay another client's invoice). */
  unpaid: number;
}

export interface InvoiceClientsResponse {
  clients: InvoiceClient[];
}

/** A customer an invoice can be made out to (addition): the client fields it fills, and its id. */
export type InvoiceCustomer = InvoiceClient & { customerId: number };

/**
 * GET /api/apps/invoice/customers (addition): the e-commerce customers, searched (`q`: name, email
 * or country) and paged (`page`, `itemsPerPage`), as invoice clients.
 */
export interface InvoiceCustomersResponse {
  customers: InvoiceCustomer[];
  total: number;
}
