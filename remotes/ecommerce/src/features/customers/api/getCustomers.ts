import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { CustomerListQuery, CustomerListResponse } from '@atrium/contracts';
import { customerKeys } from './customerKeys';

export function getCustomers(query: CustomerListQuery, signal?: AbortSignal) {
  return api<CustomerListResponse>('/api/apps/ecommerce/customers', { query: { ...query }, signal });
}

export const customersQuery = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/apps/ecommerce/customers for a list state. */
export function useCustomers(query: CustomerListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...customersQuery(query), enabled });
}
