import { useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { invoiceKeys } from './invoiceKeys';

export function getNextInvoiceId(signal?: AbortSignal) {
  return api<{ id: number }>('/api/apps/invoice/next-id', { signal });
}

/** GET /api/apps/invoice/next-id: the number a new invoice will get (the editor's header). */
export function useNextInvoiceId(enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.nextId(),
    queryFn: ({ signal }) => getNextInvoiceId(signal),
    select: (data) => data.id,
    enabled,
    // Another tab may have created an invoice meanwhile: ask each time the editor opens.
    staleTime: 0,
  });
}
