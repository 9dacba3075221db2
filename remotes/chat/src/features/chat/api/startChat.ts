import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ChatResponse, ChatStart, ChatStartResponse } from '@atrium/contracts';
import { chatKeys } from './chatKeys';

export function startChat(body: ChatStart) {
  return api<ChatStartResponse>('/api/apps/chat/chats', { method: 'POST', body });
}

/** POST /api/apps/chat/chats: the contact's new (empty) chat opens and joins the chat list. */
export function useStartChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startChat,
    onSuccess: ({ chat }, { userId }) => {
      client.setQueryData<ChatResponse>(chatKeys.chat(userId), (data) => (data ? { ...data, chat } : data));
    },
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}
