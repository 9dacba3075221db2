import { http, HttpResponse } from 'msw';
import type { ChatResponse } from '@atrium/contracts';
import { db } from '../../db';
import { api, idParam, jsonError } from '../../lib/responses';

/** GET /api/apps/chat/chats/{userId} — the chat (null if none yet) and contact; opening resets unseenMsgs to 0. 404 for an unknown contact. */
export const getChat = http.get(api('/api/apps/chat/chats/:userId'), ({ params }) => {
  const userId = idParam(params.userId);
  const contact = db.chatContacts.find((c) => c.id === userId);
  if (!contact) return jsonError(404, 'Contact not found');
  const chat = db.chats.find((c) => c.userId === userId) ?? null;
  if (chat) chat.unseenMsgs = 0;
  return HttpResponse.json<ChatResponse>({ chat, contact });
});
