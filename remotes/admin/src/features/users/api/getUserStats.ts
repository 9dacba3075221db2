import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { UserStats } from '@atrium/contracts';
import { userKeys } from './userKeys';

export const userStatsQuery = () =>
  queryOptions({
    queryKey: userKeys.stats(),
    queryFn: ({ signal }) => api<UserStats>('/api/apps/users/stats', { signal }),
  });

/** GET /api/apps/users/stats (addition): total, paid, active and pending users. */
export function useUserStats() {
  return useQuery(userStatsQuery());
}
