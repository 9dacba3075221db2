import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { User, UserCreate } from '@atrium/contracts';
import { userKeys } from './userKeys';

export function createUser(user: UserCreate) {
  return api<User>('/api/apps/users', { method: 'POST', body: user });
}

/** POST /api/apps/users (with an initial password, the user can sign in); lists and figures reload. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
