import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { PermissionListQuery, PermissionListResponse } from '@atrium/contracts';
import { permissionKeys } from './permissionKeys';

export function getPermissions(query: PermissionListQuery, signal?: AbortSignal) {
  return api<PermissionListResponse>('/api/apps/permissions', { query: { ...query }, signal });
}

/** GET /api/apps/permissions: q, sortBy name, orderBy, page, itemsPerPage. */
export const permissionsQuery = (query: PermissionListQuery) =>
  queryOptions({
    queryKey: permissionKeys.list(query),
    queryFn: ({ signal }) => getPermissions(query, signal),
    placeholderData: keepPreviousData,
  });
