import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { InvoiceDetailResponse } from '@atrium/contracts';
import { invoiceKeys } from './invoiceKeys';

export function getInvoice(id: number, signal?: AbortSignal) {
  return api<InvoiceDetailResponse>(`/api/apps/invoice/${id}`, { signal });
}

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    retry: false,
  });

/** GET /api/apps/invoice/{id}: the invoice and its payment details. */
export function useInvoice(id: number) {
  return useQuery({ ...invoiceQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
