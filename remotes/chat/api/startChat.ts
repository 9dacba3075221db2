import { http, HttpResponse } from 'msw';
import { chatStartSchema, type ChatStartResponse } from '@atrium/contracts';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { chatOrNew, contactOf, shownChat } from './ownChats';

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
    const { chat, isNew } = chatOrNew(account, userId);
    return HttpResponse.json<ChatStartResponse>({ chat: shownChat(chat) }, { status: isNew ? 201 : 200 });
  }),
);
