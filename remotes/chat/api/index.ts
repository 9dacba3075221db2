import type { ApiModule } from '@atrium/mocks/apiModule';
import { listChatsAndContacts } from './listChatsAndContacts';
import { getChat } from './getChat';
import { sendMessage } from './sendMessage';
import { startChat } from './startChat';
import { updateChatProfile } from './updateChatProfile';
import { getUnreadCount } from './getUnreadCount';
import { dropChatsOf } from './ownChats';

/** The chat area's API: each user's own chats, messages and chat profile. */
export const api: ApiModule = {
  area: 'chat',
  prefixes: ['/api/apps/chat'],
  handlers: [listChatsAndContacts, getChat, sendMessage, startChat, updateChatProfile, getUnreadCount],
  forgetUser: dropChatsOf,
};
