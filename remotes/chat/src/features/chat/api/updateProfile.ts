import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ChatProfileResponse, ChatProfileUpdate, ChatsAndContactsResponse } from '@atrium/contracts';
import { chatKeys } from './chatKeys';

export function updateChatProfile(body: ChatProfileUpdate) {
  return api<ChatProfileResponse>('/api/apps/chat/profile', { method: 'PATCH', body });
}

/** PATCH /api/apps/chat/profile: the saved profile user replaces the one every chat list shows. */
export function useUpdateChatProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateChatProfile,
    onSuccess: ({ profileUser }) => {
      client.setQueriesData<ChatsAndContactsResponse>({ queryKey: chatKeys.lists() }, (data) =>
        data ? { ...data, profileUser } : data,
      );
    },
  });
}
