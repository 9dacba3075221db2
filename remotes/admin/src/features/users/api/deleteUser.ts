import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { userKeys } from './userKeys';

export function deleteUser(id: number) {
  return api<null>(`/api/apps/users/${id}`, { method: 'DELETE' });
}

/** DELETE /api/apps/users/{id}; the lists reload afterwards. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
