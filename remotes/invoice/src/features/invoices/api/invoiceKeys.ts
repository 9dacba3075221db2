import type { InvoiceListQuery } from '@atrium/contracts';

/** Query keys of the invoices feature, in one place so invalidation cannot miss. */
export const invoiceKeys = {
  all: ['invoice', 'invoices'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.all, 'list', query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  stats: () => [...invoiceKeys.all, 'stats'] as const,
  /** The customers an invoice can be made out to, as searched for. */
  customers: (q: string) => ['invoice', 'customers', q] as const,
  /** Under `all`: any saved invoice makes the next free number stale. */
  nextId: () => [...invoiceKeys.all, 'next-id'] as const,
};
