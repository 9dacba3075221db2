import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { User, UserSave } from '@atrium/contracts';
import { userKeys } from './userKeys';

export function updateUser({ id, user }: { id: number; user: UserSave }) {
  return api<User>(`/api/apps/users/${id}`, { method: 'PUT', body: user });
}

/** PUT /api/apps/users/{id} (addition); the user, lists and figures reload. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
