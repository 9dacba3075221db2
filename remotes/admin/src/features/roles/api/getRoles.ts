import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { RoleListResponse } from '@atrium/contracts';
import { roleKeys } from './roleKeys';

export function getRoles(signal?: AbortSignal) {
  return api<RoleListResponse>('/api/apps/roles', { signal });
}

/** GET /api/apps/roles: every role with its users, permissions and effective rules. */
export const rolesQuery = () =>
  queryOptions({
    queryKey: roleKeys.list(),
    queryFn: ({ signal }) => getRoles(signal),
    select: (data) => data.roles,
  });

/** The roles, as listed (the role cards, the permission dialog's role choices). */
export function useRoles() {
  return useQuery(rolesQuery());
}
