import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ChatMessageResponse, ChatMessageSend, ChatResponse } from '@atrium/contracts';
import { chatKeys } from './chatKeys';

export function sendMessage({ userId, ...body }: ChatMessageSend & { userId: number }) {
  return api<ChatMessageResponse>(`/api/apps/chat/chats/${userId}`, { method: 'POST', body });
}

/** POST /api/apps/chat/chats/{userId}: the message joins the open thread; the chat list reorders. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: ({ msg, chat }, { userId }) => {
      client.setQueryData<ChatResponse>(chatKeys.chat(userId), (data) => {
        if (!data) return data;
        if (chat) return { ...data, chat };
        return data.chat ? { ...data, chat: { ...data.chat, messages: [...data.chat.messages, msg] } } : data;
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}
