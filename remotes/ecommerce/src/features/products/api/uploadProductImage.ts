import { useMutation } from '@tanstack/react-query';
import type { ProductImageResponse } from '@atrium/contracts';
import { api } from '@atrium/platform';

/** POST /api/apps/ecommerce/products/images with the picture as it is (already scaled): its address. */
export function useUploadProductImage() {
  return useMutation({
    mutationFn: (picture: Blob) =>
      api<ProductImageResponse>('/api/apps/ecommerce/products/images', { method: 'POST', body: picture }),
  });
}
