import { z } from 'zod';
import { LIMITS, type ListQuery } from './common';

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
}

export interface Invoice {
  id: number;
  /** ISO date (yyyy-mm-dd). */
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  /** May be negative (a credit). */
  balance: number;
  dueDate: string;
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
});

/** The body of POST /api/apps/invoice and PUT /api/apps/invoice/{id} (additions). */
export const invoiceSaveSchema = z.object({
  issuedDate: z.iso.date('Enter a valid date'),
  dueDate: z.iso.date('Enter a valid date'),
  client: invoiceClientSchema,
  service: z.string().trim().min(1, 'Service is required').max(1000, 'Service is too long'),
  total: z
    .number('Total must be a number')
    .nonnegative('Total cannot be negative')
    .max(LIMITS.money, 'Total is at most 1,000,000'),
  balance: z
    .number('Balance must be a number')
    .min(-LIMITS.money, 'Balance is at least -1,000,000')
    .max(LIMITS.money, 'Balance is at most 1,000,000'),
  invoiceStatus: z.enum(INVOICE_STATUSES),
});
export type InvoiceSave = z.infer<typeof invoiceSaveSchema>;

/**
 * What the API checks on POST /api/apps/invoice and PUT /api/apps/invoice/{id}: the fields, and a due
 * date that is not before the issue date (a field error on dueDate). Kept apart from
 * `invoiceSaveSchema`, which forms extend with their own (translated) message for the same rule.
 */
export const invoiceSaveRequestSchema = invoiceSaveSchema.refine((v) => v.dueDate >= v.issuedDate, {
  path: ['dueDate'],
  message: 'The due date must not be before the issue date',
});

export interface InvoiceClientsResponse {
  clients: InvoiceClient[];
}
