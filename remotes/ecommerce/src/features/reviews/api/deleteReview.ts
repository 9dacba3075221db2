import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { reviewKeys } from './reviewKeys';

export function deleteReview(id: number) {
  return api<null>(`/api/apps/ecommerce/reviews/${id}`, { method: 'DELETE' });
}

/** DELETE /api/apps/ecommerce/reviews/{id} (404 when unknown); the lists reload afterwards. */
export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
