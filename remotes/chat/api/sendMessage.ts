import { http, HttpResponse } from 'msw';
import { chatMessageSchema, type ChatMessage, type ChatMessageResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { now } from '@atrium/mocks/lib/clock';
import { advanceChats, notePendingReply } from './simulatedReplies';
import { nextChatId } from './startChat';
import { chatWith, contactOf, shownChat } from './ownChats';
import type { StoredChat } from './data/chats';

/**
 * POST /api/apps/chat/chats/{userId} — appends a message (isSent true, not delivered, not seen) to the
 * caller's chat with that contact, creating the chat if needed; 201 with msg, plus chat when it is new.
 * 404 for an unknown contact; 400 on a bad body or a sender that is neither the caller nor the contact.
 * The caller's message is then delivered, read and answered by the contact (simulatedReplies).
 */
export const sendMessage = http.post(
  api('/api/apps/chat/chats/:userId'),
  authorized({ action: 'create', subject: 'Chat' }, async ({ params, request, account }) => {
    const userId = idParam(params.userId);
    if (userId === undefined) return malformedId('userId');
    const contact = contactOf(account, userId);
    if (!contact) return jsonError(404, 'Contact not found');
    const body = await parseBody(request, chatMessageSchema);
    if ('error' in body) return body.error;
    const { message, senderId } = body.data;
    if (senderId !== account.id && senderId !== contact.id) {
      return jsonError(400, 'senderId must be the profile user or the contact');
    }

    advanceChats();
    const msg: ChatMessage = {
      message,
      time: new Date(now()).toISOString(),
      senderId,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    };
    let chat = chatWith(account, contact.id);
    const isNew = !chat;
    if (!chat) {
      chat = {
        id: nextChatId(),
        ownerId: account.id,
        userId: contact.id,
        unseenMsgs: 0,
        messages: [],
      } satisfies StoredChat;
      db.chats.push(chat);
    }
    chat.messages.push(msg);
    if (senderId === account.id) notePendingReply(chat.id, msg.time);
    return HttpResponse.json<ChatMessageResponse>(isNew ? { msg, chat: shownChat(chat) } : { msg }, {
      status: 201,
    });
  }),
);
