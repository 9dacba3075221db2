import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { AccountSessionsResponse } from '@atrium/contracts';

const sessionsKey = ['account', 'sessions'] as const;

export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api<AccountSessionsResponse>('/api/account/sessions', { signal }),
  });

/** GET /api/account/sessions: the signed-in account's open sessions, this one marked. */
export function useAccountSessions() {
  return useQuery(accountSessionsQuery());
}

/** DELETE /api/account/sessions/{id}: signs one session out; the list reloads. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
