import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaHealthResponse } from '@atrium/contracts';
import { api } from '@atrium/platform';
import { platformKeys } from './platformKeys';

/** GET /api/platform/area-health: each build of each area over the last day, from real page loads. */
export const areaHealthQuery = () =>
  queryOptions({
    queryKey: platformKeys.health,
    queryFn: ({ signal }) => api<AreaHealthResponse>('/api/platform/area-health', { signal }),
  });

export function useAreaHealth() {
  return useQuery(areaHealthQuery());
}
