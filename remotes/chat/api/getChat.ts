import { http, HttpResponse } from 'msw';
import type { ChatResponse } from '@atrium/contracts';
import { api, idParam, malformedId, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { advanceChats } from './simulatedReplies';
import { markDbChanged } from '@atrium/mocks/lib/persistedDb';
import { chatWith, colleagueOf, contactIdOf, contactOf, shownChat } from './ownChats';

/**
 * GET /api/apps/chat/chats/{userId} — the caller's chat with that contact (null if none yet) and the
 * contact; opening resets unseenMsgs to 0, and marks seen what a colleague sent (in their own chat). 404
 * for an unknown contact.
 */
export const getChat = http.get(
  api('/api/apps/chat/chats/:userId'),
  authorized({ action: 'read', subject: 'Chat' }, ({ params, account }) => {
    const userId = idParam(params.userId);
    if (userId === undefined) return malformedId('userId');
    const contact = contactOf(account, userId);
    if (!contact) return jsonError(404, 'Contact not found');
    advanceChats();
    const chat = chatWith(account, userId);
    if (chat && chat.unseenMsgs > 0) {
      chat.unseenMsgs = 0;
      markDbChanged();
    }
    const colleague = colleagueOf(userId);
    const theirs = colleague && chatWith(colleague, contactIdOf(account));
    for (const m of theirs ? theirs.messages : [])
      if (m.senderId === colleague!.id && !m.feedback.isSeen) {
        m.feedback.isSeen = true;
        markDbChanged();
      }
    return HttpResponse.json<ChatResponse>({ chat: chat ? shownChat(chat) : null, contact });
  }),
);
