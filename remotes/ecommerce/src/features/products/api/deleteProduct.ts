import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { productKeys } from './productKeys';

export function deleteProduct(id: number) {
  return api<null>(`/api/apps/ecommerce/products/${id}`, { method: 'DELETE' });
}

/** DELETE /api/apps/ecommerce/products/{id}; the lists reload afterwards. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
