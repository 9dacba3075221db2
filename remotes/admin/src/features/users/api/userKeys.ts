import type { UserListQuery } from '@atrium/contracts';

/** Query keys of the users feature (everything under `all`, so one invalidation refreshes it all). */
export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: UserListQuery) => [...userKeys.all, 'list', query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  stats: () => [...userKeys.all, 'stats'] as const,
  settings: (id: number) => [...userKeys.all, 'settings', id] as const,
  activity: (id: number) => [...userKeys.all, 'activity', id] as const,
};
