import { useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { invoiceKeys } from './invoiceKeys';

/** The figures over every invoice, whatever the list's filters. */
export interface InvoiceStats {
  /** Distinct clients invoiced. */
  clients: number;
  invoices: number;
  /** The sum of the payments received. */
  paid: number;
  /** The sum of what is still due (positive balances only: a credit is not "unpaid"). */
  unpaid: number;
}

export function getInvoiceStats(signal?: AbortSignal) {
  return api<InvoiceStats>('/api/apps/invoice/stats', { signal });
}

/** GET /api/apps/invoice/stats (addition): clients, invoices, paid and unpaid amounts. */
export function useInvoiceStats() {
  return useQuery({
    queryKey: invoiceKeys.stats(),
    queryFn: ({ signal }) => getInvoiceStats(signal),
  });
}
