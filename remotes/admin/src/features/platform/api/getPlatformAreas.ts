import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery, PlatformAreasResponse } from '@atrium/contracts';
import { api } from '@atrium/platform';
import { platformKeys } from './platformKeys';

/** GET /api/platform/registry/areas: each area's live and canary versions and this session's override. */
export const platformAreasQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: platformKeys.areas(query),
    queryFn: ({ signal }) =>
      api<PlatformAreasResponse>('/api/platform/registry/areas', { query: { q: query.q }, signal }),
    placeholderData: keepPreviousData,
  });
