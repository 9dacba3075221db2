import type { CustomerListQuery } from '@atrium/contracts';

export const customerKeys = {
  all: ['ecommerce', 'customers'] as const,
  list: (query: CustomerListQuery) => [...customerKeys.all, 'list', query] as const,
  detail: (customerId: number) => [...customerKeys.all, 'detail', customerId] as const,
};
