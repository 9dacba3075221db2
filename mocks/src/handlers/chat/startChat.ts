import { http, HttpResponse } from 'msw';
import { chatStartSchema, type ChatStartResponse } from '@atrium/contracts';
import { db } from '../../db';
import { api, jsonError, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** A new chat's id: one past the largest. */
export const nextChatId = () => Math.max(0, ...db.chats.map((c) => c.id)) + 1;

/**
 * POST /api/apps/chat/chats — starts an empty chat with a contact: 201 with the chat, or 200 with the
 * chat that already exists (starting twice does not make two). 404 for an unknown contact.
 */
export const startChat = http.post(
  api('/api/apps/chat/chats'),
  authorized({ action: 'create', subject: 'Chat' }, async ({ request }) => {
    const body = await parseBody(request, chatStartSchema);
    if ('error' in body) return body.error;
    const { userId } = body.data;
    if (!db.chatContacts.some((c) => c.id === userId)) return jsonError(404, 'Contact not found');
    const existing = db.chats.find((c) => c.userId === userId);
    if (existing) return HttpResponse.json<ChatStartResponse>({ chat: existing });
    const chat = { id: nextChatId(), userId, unseenMsgs: 0, messages: [] };
    db.chats.push(chat);
    return HttpResponse.json<ChatStartResponse>({ chat }, { status: 201 });
  }),
);
