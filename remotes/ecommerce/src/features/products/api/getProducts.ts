import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ProductListQuery, ProductListResponse } from '@atrium/contracts';
import { productKeys } from './productKeys';

export function getProducts(query: ProductListQuery, signal?: AbortSignal) {
  return api<ProductListResponse>('/api/apps/ecommerce/products', { query: { ...query }, signal });
}

export const productsQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/apps/ecommerce/products for the list's current state. */
export function useProducts(query: ProductListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQuery(query), enabled });
}
