import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Review, ReviewStatus } from '@atrium/contracts';
import { reviewKeys } from './reviewKeys';

export function updateReviewStatus({ id, status }: { id: number; status: ReviewStatus }) {
  return api<Review>(`/api/apps/ecommerce/reviews/${id}`, { method: 'PATCH', body: { status } });
}

/** PATCH /api/apps/ecommerce/reviews/{id} (addition): publish or unpublish; the lists reload afterwards. */
export function useUpdateReviewStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateReviewStatus,
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
