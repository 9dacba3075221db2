import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ProductDetail, ProductPatch } from '@atrium/contracts';
import { productKeys } from './productKeys';

export function patchProduct({ id, patch }: { id: number; patch: ProductPatch }) {
  return api<ProductDetail>(`/api/apps/ecommerce/products/${id}`, { method: 'PATCH', body: patch });
}

/** PATCH /api/apps/ecommerce/products/{id} (the list's switches); the lists and the product reload. */
export function usePatchProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchProduct,
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
