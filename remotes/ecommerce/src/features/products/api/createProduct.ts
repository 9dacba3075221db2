import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Product, ProductCreate } from '@atrium/contracts';
import { productKeys } from './productKeys';

export function createProduct(body: ProductCreate) {
  return api<Product>('/api/apps/ecommerce/products', { method: 'POST', body });
}

/** POST /api/apps/ecommerce/products (addition); the lists reload afterwards. */
export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
