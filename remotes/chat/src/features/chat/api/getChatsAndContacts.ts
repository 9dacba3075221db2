import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ChatsAndContactsResponse } from '@atrium/contracts';
import { chatKeys } from './chatKeys';
import { CHAT_POLL_MS } from './chatPolling';

export function getChatsAndContacts(q: string, signal?: AbortSignal) {
  return api<ChatsAndContactsResponse>('/api/apps/chat/chats-and-contacts', { query: { q }, signal });
}

export const chatsAndContactsQuery = (q: string) =>
  queryOptions({
    queryKey: chatKeys.list(q),
    queryFn: ({ signal }) => getChatsAndContacts(q, signal),
    placeholderData: keepPreviousData,
  });

/**
 * GET /api/apps/chat/chats-and-contacts: the chats (newest first), every contact and the profile user,
 * filtered by name; polled, so a new message's unseen count shows without a reload.
 */
export function useChatsAndContacts(q: string) {
  return useQuery({ ...chatsAndContactsQuery(q), refetchInterval: CHAT_POLL_MS });
}
