import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ProductsStatus, ProductsStatusResponse } from '@atrium/contracts';
import { productKeys } from './productKeys';

/** PATCH /api/apps/ecommerce/products (addition): one status for the chosen products; the lists reload. */
export function useSetProductsStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductsStatus) =>
      api<ProductsStatusResponse>('/api/apps/ecommerce/products', { method: 'PATCH', body }),
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
