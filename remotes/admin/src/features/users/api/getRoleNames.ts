import { useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { RoleListResponse } from '@atrium/contracts';

/**
 * The roles feature's key for GET /api/apps/roles: the same answer is cached once, and a role that
 * is added, renamed or removed there refreshes the choices here.
 */
const ROLES_KEY = ['admin', 'roles', 'list'] as const;

/** GET /api/apps/roles: the names of the roles a user can hold (roles are data, not a fixed list). */
export function useRoleNames() {
  return useQuery({
    queryKey: ROLES_KEY,
    queryFn: ({ signal }) => api<RoleListResponse>('/api/apps/roles', { signal }),
    select: (data) => data.roles.map((role) => role.name),
  });
}
