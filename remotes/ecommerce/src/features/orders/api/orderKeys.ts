import type { OrderListQuery } from '@atrium/contracts';

export const orderKeys = {
  all: ['ecommerce', 'orders'] as const,
  list: (query: OrderListQuery) => [...orderKeys.all, 'list', query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};
