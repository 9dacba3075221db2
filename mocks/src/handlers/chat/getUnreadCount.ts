import { http, HttpResponse } from 'msw';
import type { ChatUnreadResponse } from '@atrium/contracts';
import { db } from '../../db';
import { api } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { advanceChats } from './simulatedReplies';

/** GET /api/apps/chat/unread — the unseen messages of every chat together (what a navigation badge shows). */
export const getUnreadCount = http.get(
  api('/api/apps/chat/unread'),
  authorized({ action: 'read', subject: 'Chat' }, () => {
    advanceChats();
    const count = db.chats.reduce((sum, c) => sum + c.unseenMsgs, 0);
    return HttpResponse.json<ChatUnreadResponse>({ count });
  }),
);
