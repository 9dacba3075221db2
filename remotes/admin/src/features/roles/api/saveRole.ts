import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Role, RoleSave } from '@atrium/contracts';
import { invalidateAccess } from './invalidateAccess';

export function saveRole({ id, role }: { id?: number; role: RoleSave }) {
  return id === undefined
    ? api<Role>('/api/apps/roles', { method: 'POST', body: role })
    : api<Role>(`/api/apps/roles/${id}`, { method: 'PUT', body: role });
}

/** POST /api/apps/roles (new, copy) or PUT /api/apps/roles/{id} (edit); roles, permissions and users reload. */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRole, onSettled: () => invalidateAccess(client) });
}
