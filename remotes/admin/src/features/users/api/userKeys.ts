import type { UserListQuery } from '@atrium/contracts';

/** Query keys of the users feature. */
export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: UserListQuery) => [...userKeys.all, 'list', query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};
