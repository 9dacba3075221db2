import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { navBadgeKey } from '@atrium/platform';
import type { ChatsAndContactsResponse } from '@atrium/contracts';

/** GET /api/apps/chat/unread: the count the menu shows beside Chat (the area's nav badge). */
export const CHAT_UNREAD_PATH = '/api/apps/chat/unread';

/**
 * Keeps the menu's Chat badge in step with the chats on screen (refreshed by the live updates, and
 * polled while an answer is on its way), so the badge moves as soon as a message lands or a chat is
 * read, without waiting for the menu's own slower refresh. Only the unfiltered list counts (a search shows some chats); the open chat is being
 * read, so its messages are not unread.
 */
export function useUnreadBadge(
  data: ChatsAndContactsResponse | undefined,
  q: string,
  openChat: number | null,
) {
  const client = useQueryClient();
  const count =
    data && q === ''
      ? data.chatsContacts.reduce((sum, c) => sum + (c.id === openChat ? 0 : c.chat.unseenMsgs), 0)
      : undefined;
  useEffect(() => {
    if (count !== undefined) client.setQueryData(navBadgeKey(CHAT_UNREAD_PATH), { count });
  }, [client, count]);
}
