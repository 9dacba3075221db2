import type { ProductListQuery } from '@atrium/contracts';

/** Query keys of the products feature: one place, so invalidation cannot miss. */
export const productKeys = {
  all: ['ecommerce', 'products'] as const,
  list: (query: ProductListQuery) => [...productKeys.all, 'list', query] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};
