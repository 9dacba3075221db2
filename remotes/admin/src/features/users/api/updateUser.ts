import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { User, UserSave } from '@atrium/contracts';
import { userKeys } from './userKeys';

/** `revision`: of the user as the form opened it (userRevision); a user changed since is a 412. */
export function updateUser({ id, user, revision }: { id: number; user: UserSave; revision?: string }) {
  return api<User>(`/api/apps/users/${id}`, { method: 'PUT', body: user, ifMatch: revision });
}

/** PUT /api/apps/users/{id} (addition); the user, lists and figures reload. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
