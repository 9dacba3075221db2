import { http, HttpResponse } from 'msw';
import type { ChatContactWithChat, ChatsAndContactsResponse } from '@atrium/contracts';
import { db } from '../../db';
import { api } from '../../lib/responses';
import { matchText } from '../../lib/list';
import { authorized } from '../../lib/authorize';
import { advanceChats } from './simulatedReplies';

/**
 * GET /api/apps/chat/chats-and-contacts — contacts that have a chat (with id, unseenMsgs, lastMessage;
 * chats just started and still empty first, then newest last message first), all contacts, and the profile user; lists filtered by fullName ~ q.
 */
// An empty chat was started just now: it sorts above every message.
const latest = (c: ChatContactWithChat) => c.chat.lastMessage?.time ?? '\uffff';

export const listChatsAndContacts = http.get(
  api('/api/apps/chat/chats-and-contacts'),
  authorized({ action: 'read', subject: 'Chat' }, ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    advanceChats();
    const chatsContacts = db.chats
      .flatMap((chat): ChatContactWithChat[] => {
        const contact = db.chatContacts.find((c) => c.id === chat.userId);
        if (!contact) return [];
        return [
          {
            ...contact,
            chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.messages.at(-1) ?? null },
          },
        ];
      })
      .sort((a, b) => latest(b).localeCompare(latest(a)))
      .filter((c) => matchText(q, c.fullName));
    return HttpResponse.json<ChatsAndContactsResponse>({
      chatsContacts,
      contacts: db.chatContacts.filter((c) => matchText(q, c.fullName)),
      profileUser: db.chatProfileUser,
    });
  }),
);
