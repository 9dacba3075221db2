import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ReviewListQuery, ReviewListResponse } from '@atrium/contracts';
import { reviewKeys } from './reviewKeys';

export function getReviews(query: ReviewListQuery, signal?: AbortSignal) {
  return api<ReviewListResponse>('/api/apps/ecommerce/reviews', { query: { ...query }, signal });
}

export const reviewsQuery = (query: ReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(query),
    queryFn: ({ signal }) => getReviews(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/apps/ecommerce/reviews for a list state (status: Published, Pending or All). */
export function useReviews(query: ReviewListQuery) {
  return useQuery(reviewsQuery(query));
}
