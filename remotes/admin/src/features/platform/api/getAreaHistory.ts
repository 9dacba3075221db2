import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaHistoryResponse } from '@atrium/contracts';
import { api } from '@atrium/platform';
import { platformKeys } from './platformKeys';

/** GET /api/platform/registry/areas/{area}/versions: every version of an area, newest first. */
export const areaHistoryQuery = (area: string) =>
  queryOptions({
    queryKey: platformKeys.history(area),
    queryFn: ({ signal }) =>
      api<AreaHistoryResponse>(`/api/platform/registry/areas/${encodeURIComponent(area)}/versions`, {
        signal,
      }),
  });

export const useAreaHistory = (area: string | null) =>
  useQuery({ ...areaHistoryQuery(area ?? ''), enabled: area !== null });
