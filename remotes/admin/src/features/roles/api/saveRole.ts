import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Role, RoleSave } from '@atrium/contracts';
import { invalidateAccess } from './invalidateAccess';

/** `revision`: of the role as the dialog opened it (roleRevision); a role changed since is a 412. */
export function saveRole({ id, role, revision }: { id?: number; role: RoleSave; revision?: string }) {
  return id === undefined
    ? api<Role>('/api/apps/roles', { method: 'POST', body: role })
    : api<Role>(`/api/apps/roles/${id}`, { method: 'PUT', body: role, ifMatch: revision });
}

/** POST /api/apps/roles (new, copy) or PUT /api/apps/roles/{id} (edit); roles, permissions and users reload. */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRole, onSettled: () => invalidateAccess(client) });
}
