import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ChatsAndContactsResponse } from '@atrium/contracts';
import { chatKeys } from './chatKeys';
import { awaitsSimulatedReply, CHAT_POLL_MS } from './chatPolling';

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
 * filtered by name. A colleague's new message shows by the live updates; polled while a sample
 * contact's answer is on its way (chatPolling.ts).
 */
export function useChatsAndContacts(q: string) {
  return useQuery({
    ...chatsAndContactsQuery(q),
    refetchInterval: (query) =>
      query.state.data?.chatsContacts.some((c) => awaitsSimulatedReply(c.id, c.chat.lastMessage))
        ? CHAT_POLL_MS
        : false,
  });
}
