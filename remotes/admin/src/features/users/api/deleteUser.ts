import { api } from '@atrium/platform';

/** DELETE /api/apps/users/{id} (the users list refreshes the users afterwards). */
export function deleteUser(id: number) {
  return api<null>(`/api/apps/users/${id}`, { method: 'DELETE' });
}
