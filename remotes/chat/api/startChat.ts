import { http, HttpResponse } from 'msw';
import { chatStartSchema, type ChatStartResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { chatWith, contactOf, shownChat } from './ownChats';
import type { StoredChat } from './data/chats';

/** A new chat's id: one past the largest of anyone's. */
export const nextChatId = () => Math.max(0, ...db.chats.map((c) => c.id)) + 1;

/**
 * POST /api/apps/chat/chats — starts the caller's empty chat with a contact: 201 with the chat, or 200 with the
 * chat that already exists (starting twice does not make two). 404 for an unknown contact.
 */
export const startChat = http.post(
  api('/api/apps/chat/chats'),
  authorized({ action: 'create', subject: 'Chat' }, async ({ request, account }) => {
    const body = await parseBody(request, chatStartSchema);
    if ('error' in body) return body.error;
    const { userId } = body.data;
    if (!contactOf(account, userId)) return jsonError(404, 'Contact not found');
    const existing = chatWith(account, userId);
    if (existing) return HttpResponse.json<ChatStartResponse>({ chat: shownChat(existing) });
    const chat: StoredChat = { id: nextChatId(), ownerId: account.id, userId, unseenMsgs: 0, messages: [] };
    db.chats.push(chat);
    return HttpResponse.json<ChatStartResponse>({ chat: shownChat(chat) }, { status: 201 });
  }),
);
