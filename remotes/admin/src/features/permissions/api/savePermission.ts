import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Permission, PermissionSave } from '@atrium/contracts';
import { invalidateAccess } from '../../roles';

/** `revision`: of the permission as the dialog opened it (permissionRevision); one changed since is a 412. */
export function savePermission({
  id,
  permission,
  revision,
}: {
  id?: number;
  permission: PermissionSave;
  revision?: string;
}) {
  return id === undefined
    ? api<Permission>('/api/apps/permissions', { method: 'POST', body: permission })
    : api<Permission>(`/api/apps/permissions/${id}`, { method: 'PUT', body: permission, ifMatch: revision });
}

/**
 * POST /api/apps/permissions (new) or PUT /api/apps/permissions/{id} (edit); the permissions reload, and
 * the roles (what a permission grants is part of its roles' rules) and users with them.
 */
export function useSavePermission() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePermission, onSettled: () => invalidateAccess(client) });
}
