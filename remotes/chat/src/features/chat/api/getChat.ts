import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ChatResponse, ChatsAndContactsResponse } from '@atrium/contracts';
import { chatKeys } from './chatKeys';
import { awaitsSimulatedReply, CHAT_POLL_MS } from './chatPolling';

export function getChat(userId: number, signal?: AbortSignal) {
  return api<ChatResponse>(`/api/apps/chat/chats/${userId}`, { signal });
}

export const chatQuery = (userId: number) =>
  queryOptions({
    queryKey: chatKeys.chat(userId),
    queryFn: ({ signal }) => getChat(userId, signal),
    retry: false,
  });

/**
 * GET /api/apps/chat/chats/{userId}: the conversation (null before the first message) and the contact.
 * Opening a chat marks it seen on the server, so the unseen badge in the lists goes to 0 at once.
 * Polled while a sample contact's answer is on its way (chatPolling.ts).
 */
export function useChat(userId: number | null) {
  const client = useQueryClient();
  const query = useQuery({
    ...chatQuery(userId ?? 0),
    enabled: userId !== null && userId > 0,
    refetchInterval: (query) =>
      userId !== null && awaitsSimulatedReply(userId, query.state.data?.chat?.messages.at(-1))
        ? CHAT_POLL_MS
        : false,
  });
  const openedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!userId || !openedAt) return;
    client.setQueriesData<ChatsAndContactsResponse>({ queryKey: chatKeys.lists() }, (data) =>
      data
        ? {
            ...data,
            chatsContacts: data.chatsContacts.map((c) =>
              c.id === userId && c.chat.unseenMsgs ? { ...c, chat: { ...c.chat, unseenMsgs: 0 } } : c,
            ),
          }
        : data,
    );
  }, [client, userId, openedAt]);
  return query;
}
