import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Permission, PermissionSave } from '@atrium/contracts';
import { invalidateAccess } from '../../roles';

export function savePermission({ id, permission }: { id?: number; permission: PermissionSave }) {
  return id === undefined
    ? api<Permission>('/api/apps/permissions', { method: 'POST', body: permission })
    : api<Permission>(`/api/apps/permissions/${id}`, { method: 'PUT', body: permission });
}

/**
 * POST /api/apps/permissions (new) or PUT /api/apps/permissions/{id} (edit); the permissions reload, and
 * the roles (what a permission grants is part of its roles' rules) and users with them.
 */
export function useSavePermission() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePermission, onSettled: () => invalidateAccess(client) });
}
