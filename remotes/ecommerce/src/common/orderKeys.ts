import type { OrderListQuery } from '@atrium/contracts';

/** Query keys of the orders: the list, one order, and (under them) the dashboard's figures. */
export const orderKeys = {
  all: ['ecommerce', 'orders'] as const,
  list: (query: OrderListQuery) => [...orderKeys.all, 'list', query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};
