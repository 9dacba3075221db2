import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { User, UserSave } from '@atrium/contracts';
import { userKeys } from './userKeys';

export function saveUser({ id, user }: { id?: number; user: UserSave }) {
  return id === undefined
    ? api<User>('/api/apps/users', { method: 'POST', body: user })
    : api<User>(`/api/apps/users/${id}`, { method: 'PUT', body: user });
}

/** POST /api/apps/users (new) or PUT /api/apps/users/{id} (edit); lists reload. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
