import { http, HttpResponse } from 'msw';
import { chatMessageSchema, type ChatMessage, type ChatMessageResponse } from '@atrium/contracts';
import { api, idParam, malformedId, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { now } from '@atrium/mocks/lib/clock';
import { advanceChats, notePendingReply } from './simulatedReplies';
import { chatOrNew, colleagueOf, contactIdOf, contactOf, shownChat } from './ownChats';

/**
 * POST /api/apps/chat/chats/{userId} — appends a message to the caller's chat with that contact,
 * creating the chat if needed; 201 with msg, plus chat when it is new. 404 for an unknown contact; 400
 * on a bad body or a sender that is neither the caller nor the contact.
 * - To a colleague (another user): only as the caller; the message is delivered at once into the
 *   colleague's own chat with the caller (unseen there until they open it, which marks it seen here).
 * - To a sample contact: not yet delivered; then delivered, read and answered (simulatedReplies).
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

    const colleague = colleagueOf(contact.id);
    if (colleague && senderId !== account.id)
      return jsonError(400, 'senderId must be the profile user: a colleague writes their own messages');

    advanceChats();
    const time = new Date(now()).toISOString();
    const msg: ChatMessage = {
      message,
      time,
      senderId,
      feedback: { isSent: true, isDelivered: Boolean(colleague), isSeen: false },
    };
    const { chat, isNew } = chatOrNew(account, contact.id);
    chat.messages.push(msg);
    if (colleague) {
      const theirs = chatOrNew(colleague, contactIdOf(account)).chat;
      theirs.messages.push({
        message,
        time,
        senderId: contactIdOf(account),
        feedback: { isSent: true, isDelivered: true, isSeen: false },
      });
      theirs.unseenMsgs += 1;
    } else if (senderId === account.id) notePendingReply(chat.id, msg.time);
    return HttpResponse.json<ChatMessageResponse>(isNew ? { msg, chat: shownChat(chat) } : { msg }, {
      status: 201,
    });
  }),
);
