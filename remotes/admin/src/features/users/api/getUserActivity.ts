import { useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { UserActivity } from '@atrium/contracts';
import { userKeys } from './userKeys';

/** GET /api/apps/users/{id}/activity (addition): the user's projects, timeline and recent devices. */
export function useUserActivity(id: number) {
  return useQuery({
    queryKey: userKeys.activity(id),
    queryFn: ({ signal }) => api<UserActivity>(`/api/apps/users/${id}/activity`, { signal }),
  });
}
