import { api } from '@atrium/platform';

/** DELETE /api/apps/permissions/{id} (the list reloads the permissions and roles afterwards). */
export function deletePermission(id: number) {
  return api<null>(`/api/apps/permissions/${id}`, { method: 'DELETE' });
}
