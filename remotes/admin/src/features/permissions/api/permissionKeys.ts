import type { PermissionListQuery } from '@atrium/contracts';

/** Query keys of the permissions feature. */
export const permissionKeys = {
  all: ['admin', 'permissions'] as const,
  list: (query: PermissionListQuery) => [...permissionKeys.all, 'list', query] as const,
};
