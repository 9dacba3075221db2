import { z } from 'zod';
import type { ListQuery } from './common';

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
  address: z.string().trim().min(1, 'Address is required'),
  company: z.string().trim().min(1, 'Company is required'),
  companyEmail: z.email('Enter a valid email'),
  country: z.string().trim().min(1, 'Country is required'),
  contact: z.string().trim().min(1, 'Contact is required'),
  name: z.string().trim().min(1, 'Name is required'),
});

/** The body of POST /api/apps/invoice and PUT /api/apps/invoice/{id} (additions). */
export const invoiceSaveSchema = z.object({
  issuedDate: z.iso.date('Enter a valid date'),
  dueDate: z.iso.date('Enter a valid date'),
  client: invoiceClientSchema,
  service: z.string().trim().min(1, 'Service is required'),
  total: z.number('Total must be a number').nonnegative('Total cannot be negative'),
  balance: z.number('Balance must be a number'),
  invoiceStatus: z.enum(INVOICE_STATUSES),
});
export type InvoiceSave = z.infer<typeof invoiceSaveSchema>;

export interface InvoiceClientsResponse {
  clients: InvoiceClient[];
}
