import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { UserListQuery, UserListResponse } from '@atrium/contracts';
import { userKeys } from './userKeys';

export function getUsers(query: UserListQuery, signal?: AbortSignal) {
  return api<UserListResponse>('/api/apps/users', { query: { ...query }, signal });
}

export const usersQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/apps/users for the list's current state. */
export function useUsers(query: UserListQuery) {
  return useQuery(usersQuery(query));
}
