import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { UserListQuery, UserListResponse } from '@atrium/contracts';
import { userKeys } from './userKeys';

export function getUsers(query: UserListQuery, signal?: AbortSignal) {
  return api<UserListResponse>('/api/apps/users', { query: { ...query }, signal });
}

/** The users list's filters (URL parameters the list passes to the API). */
export const USER_LIST_FILTERS = ['role', 'plan', 'status'] as const;

/** GET /api/apps/users for the list's state. */
export const usersQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
