import { http, HttpResponse } from 'msw';
import type { ChatResponse } from '@atrium/contracts';
import { db } from '../../db';
import { api, idParam, malformedId, jsonError } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { advanceChats } from './simulatedReplies';
import { markDbChanged } from '../../lib/persistedDb';

/** GET /api/apps/chat/chats/{userId} — the chat (null if none yet) and contact; opening resets unseenMsgs to 0. 404 for an unknown contact. */
export const getChat = http.get(
  api('/api/apps/chat/chats/:userId'),
  authorized({ action: 'read', subject: 'Chat' }, ({ params }) => {
    const userId = idParam(params.userId);
    if (userId === undefined) return malformedId('userId');
    const contact = db.chatContacts.find((c) => c.id === userId);
    if (!contact) return jsonError(404, 'Contact not found');
    advanceChats();
    const chat = db.chats.find((c) => c.userId === userId) ?? null;
    if (chat && chat.unseenMsgs > 0) {
      chat.unseenMsgs = 0;
      markDbChanged();
    }
    return HttpResponse.json<ChatResponse>({ chat, contact });
  }),
);
