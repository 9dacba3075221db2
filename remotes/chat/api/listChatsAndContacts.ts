import { http, HttpResponse } from 'msw';
import type { ChatContactWithChat, ChatsAndContactsResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { matchText } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';
import { advanceChats } from './simulatedReplies';
import { chatProfileOf, chatsOf, contactOf, contactsOf } from './ownChats';

/**
 * GET /api/apps/chat/chats-and-contacts — the caller's contacts that have a chat with them (with id, unseenMsgs, lastMessage;
 * chats just started and still empty first, then newest last message first), the caller's contacts, and the caller's profile; lists filtered by fullName ~ q.
 */
// An empty chat was started just now: it sorts above every message.
const latest = (c: ChatContactWithChat) => c.chat.lastMessage?.time ?? '\uffff';

export const listChatsAndContacts = http.get(
  api('/api/apps/chat/chats-and-contacts'),
  authorized({ action: 'read', subject: 'Chat' }, ({ request, account }) => {
    const q = new URL(request.url).searchParams.get('q');
    advanceChats();
    const chatsContacts = chatsOf(account)
      .flatMap((chat): ChatContactWithChat[] => {
        const contact = contactOf(account, chat.userId);
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
      contacts: contactsOf(account).filter((c) => matchText(q, c.fullName)),
      profileUser: chatProfileOf(account),
    });
  }),
);
