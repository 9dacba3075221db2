import { useMutation } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { UserPassword } from '@atrium/contracts';

/** PUT /api/apps/users/{id}/password (addition): sets or replaces the password the user signs in with. */
export function useSetUserPassword(id: number) {
  return useMutation({
    mutationFn: (body: UserPassword) => api<null>(`/api/apps/users/${id}/password`, { method: 'PUT', body }),
  });
}
