import { defineArea } from '@atrium/platform';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

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
  translations: { en, fr, ar },
});
