import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { CustomerDetail } from '@atrium/contracts';
import { customerKeys } from './customerKeys';

export function getCustomer(customerId: number, signal?: AbortSignal) {
  return api<CustomerDetail>(`/api/apps/ecommerce/customers/${customerId}`, { signal });
}

export const customerQuery = (customerId: number) =>
  queryOptions({
    queryKey: customerKeys.detail(customerId),
    queryFn: ({ signal }) => getCustomer(customerId, signal),
  });

/** GET /api/apps/ecommerce/customers/{customerId}; ApiError 404 (empty body) when unknown. */
export function useCustomer(customerId: number) {
  return useQuery({ ...customerQuery(customerId), enabled: Number.isInteger(customerId) && customerId > 0 });
}
