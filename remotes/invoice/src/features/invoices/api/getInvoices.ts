import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { InvoiceListQuery, InvoiceListResponse } from '@atrium/contracts';
import { invoiceKeys } from './invoiceKeys';

export function getInvoices({ start, end, ...query }: InvoiceListQuery, signal?: AbortSignal) {
  return api<InvoiceListResponse>('/api/apps/invoice', {
    query: { ...query, 'selectedDateRange[start]': start, 'selectedDateRange[end]': end },
    signal,
  });
}

export const invoicesQuery = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });
