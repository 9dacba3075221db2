import type { ReviewListQuery } from '@atrium/contracts';

export const reviewKeys = {
  all: ['ecommerce', 'reviews'] as const,
  list: (query: ReviewListQuery) => [...reviewKeys.all, 'list', query] as const,
};
