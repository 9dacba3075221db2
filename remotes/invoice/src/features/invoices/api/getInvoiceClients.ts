import { useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { InvoiceClientsResponse } from '@atrium/contracts';
import { invoiceKeys } from './invoiceKeys';

export function getInvoiceClients(signal?: AbortSignal) {
  return api<InvoiceClientsResponse>('/api/apps/invoice/clients', { signal });
}

/** GET /api/apps/invoice/clients: the clients an invoice can be addressed to. */
export function useInvoiceClients() {
  return useQuery({
    queryKey: invoiceKeys.clients(),
    queryFn: ({ signal }) => getInvoiceClients(signal),
    select: (data) => data.clients,
    staleTime: 5 * 60_000,
  });
}
