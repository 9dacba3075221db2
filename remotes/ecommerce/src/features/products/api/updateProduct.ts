import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ProductDetail, ProductSave } from '@atrium/contracts';
import { productKeys } from './productKeys';

/** `revision`: of the product as its form opened it (productRevision); one changed since is a 412. */
export function updateProduct({
  id,
  product,
  revision,
}: {
  id: number;
  product: ProductSave;
  revision?: string;
}) {
  return api<ProductDetail>(`/api/apps/ecommerce/products/${id}`, {
    method: 'PUT',
    body: product,
    ifMatch: revision,
  });
}

/** PUT /api/apps/ecommerce/products/{id}; the lists and the product reload. */
export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => client.setQueryData(productKeys.detail(product.id), product),
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
