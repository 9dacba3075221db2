import { useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { EmailThreadResponse } from '@atrium/contracts';
import { emailKeys } from './emailKeys';

export function getThread(id: number, signal?: AbortSignal) {
  return api<EmailThreadResponse>(`/api/apps/email/${id}/thread`, { signal });
}

/** GET /api/apps/email/{id}/thread: the conversation of an open email, oldest first. */
export function useEmailThread(id: number) {
  return useQuery({
    queryKey: emailKeys.thread(id),
    queryFn: ({ signal }) => getThread(id, signal),
  });
}
