import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ProductDetail } from '@atrium/contracts';
import { productKeys } from './productKeys';

export function getProduct(id: number, signal?: AbortSignal) {
  return api<ProductDetail>(`/api/apps/ecommerce/products/${id}`, { signal });
}

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    retry: false,
  });

/** GET /api/apps/ecommerce/products/{id}: the product with every field its form edits. */
export function useProduct(id: number) {
  return useQuery({ ...productQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
