import { queryOptions } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { DatatableResponse } from '@atrium/contracts';

export const salesKeys = { all: ['admin', 'datatable'] as const };

export function getSalesOrders(signal?: AbortSignal) {
  return api<DatatableResponse>('/api/pages/datatable', { signal });
}

/** GET /api/pages/datatable: every sales order (the page searches, sorts and pages them itself). */
export const salesOrdersQuery = () =>
  queryOptions({ queryKey: salesKeys.all, queryFn: ({ signal }) => getSalesOrders(signal) });
