import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { invalidateAccess } from './invalidateAccess';

export function deleteRole(id: number) {
  return api<null>(`/api/apps/roles/${id}`, { method: 'DELETE' });
}

/** DELETE /api/apps/roles/{id} (refused with 409 while users hold it); roles, permissions and users reload. */
export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSettled: () => invalidateAccess(client) });
}
