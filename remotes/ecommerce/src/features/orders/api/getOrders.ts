import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { OrderListQuery, OrderListResponse } from '@atrium/contracts';
import { orderKeys } from './orderKeys';

export function getOrders(query: OrderListQuery, signal?: AbortSignal) {
  return api<OrderListResponse>('/api/apps/ecommerce/orders', { query: { ...query }, signal });
}

export const ordersQuery = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/apps/ecommerce/orders for a list state. */
export function useOrders(query: OrderListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQuery(query), ...options });
}
