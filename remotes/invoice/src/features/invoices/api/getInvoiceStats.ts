import { useQuery } from '@tanstack/react-query';
import type { InvoiceStats } from '@atrium/contracts';
import { api } from '@atrium/platform';
import { invoiceKeys } from './invoiceKeys';

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
