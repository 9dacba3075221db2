import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { InvoiceClient, InvoiceClientsResponse } from '@atrium/contracts';
import { invoiceKeys } from './invoiceKeys';

export function createInvoiceClient(client: InvoiceClient) {
  return api<InvoiceClient>('/api/apps/invoice/clients', { method: 'POST', body: client });
}

/**
 * POST /api/apps/invoice/clients: stores a new client. It joins the cached clients list at once, so
 * the editor's picker can select it without waiting for a refetch.
 */
export function useCreateInvoiceClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoiceClient,
    onSuccess: (client) => {
      queryClient.setQueryData<InvoiceClientsResponse>(invoiceKeys.clients(), (data) =>
        data ? { clients: [...data.clients, client] } : { clients: [client] },
      );
    },
  });
}
