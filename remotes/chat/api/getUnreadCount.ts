import { http, HttpResponse } from 'msw';
import type { ChatUnreadResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { advanceChats } from './simulatedReplies';
import { chatsOf } from './ownChats';

/** GET /api/apps/chat/unread — the unseen messages of the caller's chats together (what a navigation badge shows). */
export const getUnreadCount = http.get(
  api('/api/apps/chat/unread'),
  authorized({ action: 'read', subject: 'Chat' }, ({ account }) => {
    advanceChats();
    const count = chatsOf(account).reduce((sum, c) => sum + c.unseenMsgs, 0);
    return HttpResponse.json<ChatUnreadResponse>({ count });
  }),
);
