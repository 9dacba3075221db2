import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { User, UserPatch } from '@atrium/contracts';
import { userKeys } from './userKeys';

export function patchUser(id: number, change: UserPatch) {
  return api<User>(`/api/apps/users/${id}`, { method: 'PATCH', body: change });
}

/** PATCH /api/apps/users/{id} (addition): suspend, activate, change plan; the user, lists and figures reload. */
export function usePatchUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UserPatch) => patchUser(id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
