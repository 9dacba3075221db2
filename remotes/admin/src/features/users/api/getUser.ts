import { useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { UserDetail } from '@atrium/contracts';
import { userKeys } from './userKeys';

export function getUser(id: number, signal?: AbortSignal) {
  return api<UserDetail>(`/api/apps/users/${id}`, { signal });
}

/** GET /api/apps/users/{id}: the user with its detail fields. */
export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
