import { defineArea } from '@atrium/platform';
import { CHAT_UNREAD_PATH } from './features/chat/api/unreadBadge';

/** The chat area: chats, contacts and the profile card. Page code stays in lazy chunks. */
export default defineArea({
  name: 'chat',
  subjects: ['Chat'],
  routes: [
    {
      path: '/apps/chat',
      load: () => import(/* webpackChunkName: "chat-page" */ './features/chat/ChatPage'),
      meta: { action: 'read', subject: 'Chat', fixedHeight: true, title: 'title' },
    },
  ],
  navigation: [
    {
      section: 'appsPages',
      order: 40,
      title: 'nav.chat',
      icon: 'message-circle',
      to: '/apps/chat',
      action: 'read',
      subject: 'Chat',
      badge: { countFrom: CHAT_UNREAD_PATH, label: 'nav.unread' },
    },
  ],
  shortcuts: [
    { title: 'nav.chat', icon: 'message-circle', to: '/apps/chat', action: 'read', subject: 'Chat' },
  ],
  searchEntries: [
    {
      group: 'apps',
      title: 'nav.chat',
      icon: 'message-circle',
      to: '/apps/chat',
      action: 'read',
      subject: 'Chat',
    },
  ],
  // Each language in a chunk of its own, fetched when the page is shown in it.
  translations: {
    en: () => import(/* webpackChunkName: "i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "i18n-ar" */ './i18n/ar.json'),
  },
});
