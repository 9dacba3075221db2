import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { OrderDetailResponse } from '@atrium/contracts';
import { orderKeys } from './orderKeys';

export function getOrder(id: number, signal?: AbortSignal) {
  return api<OrderDetailResponse>(`/api/apps/ecommerce/orders/${id}`, { signal });
}

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });

/** GET /api/apps/ecommerce/orders/{id} (addition): the order's details; ApiError 404 when unknown. */
export function useOrder(id: number) {
  return useQuery({ ...orderQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
