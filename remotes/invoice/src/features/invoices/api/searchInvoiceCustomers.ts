import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { InvoiceCustomer, InvoiceCustomersResponse } from '@atrium/contracts';
import { invoiceKeys } from './invoiceKeys';

/** How many customers the picker offers for one search: enough to choose from, short enough to read. */
export const CUSTOMER_SUGGESTIONS = 8;

export function getInvoiceCustomers(q: string, signal?: AbortSignal) {
  return api<InvoiceCustomersResponse>('/api/apps/invoice/customers', {
    query: { q, page: 1, itemsPerPage: CUSTOMER_SUGGESTIONS },
    signal,
  });
}

export const invoiceCustomersQuery = (q: string) =>
  queryOptions({
    queryKey: invoiceKeys.customers(q),
    queryFn: ({ signal }) => getInvoiceCustomers(q, signal),
    staleTime: 60_000,
  });

/**
 * GET /api/apps/invoice/customers?q=: the customers matching a search, searched on the server; through
 * the query cache, so typing back to an earlier text asks nothing again.
 */
export function useSearchInvoiceCustomers(): (q: string) => Promise<InvoiceCustomer[]> {
  const queryClient = useQueryClient();
  return useCallback(
    async (q: string) => (await queryClient.fetchQuery(invoiceCustomersQuery(q.trim()))).customers,
    [queryClient],
  );
}
