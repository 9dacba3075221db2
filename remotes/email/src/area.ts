import { defineArea } from '@atrium/platform';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

const meta = {
  action: 'read',
  subject: 'Email',
  fixedHeight: true,
  navActiveLink: '/apps/email',
  title: 'title',
} as const;
const load = () => import(/* webpackChunkName: "email-page" */ './features/mailbox/EmailPage');

/** The email area: the mailbox with its folders, labels, search, threads and compose. Page code stays in lazy chunks. */
export default defineArea({
  name: 'email',
  subjects: ['Email'],
  routes: [
    { path: '/apps/email', load, meta },
    { path: '/apps/email/filter/:filter', load, meta },
    { path: '/apps/email/label/:label', load, meta },
  ],
  navigation: [
    {
      section: 'appsPages',
      order: 30,
      title: 'nav.email',
      icon: 'mail',
      to: '/apps/email',
      action: 'read',
      subject: 'Email',
    },
  ],
  shortcuts: [{ title: 'nav.email', icon: 'mail', to: '/apps/email', action: 'read', subject: 'Email' }],
  searchEntries: [
    {
      group: 'popular',
      title: 'nav.email',
      icon: 'mail',
      to: '/apps/email',
      action: 'read',
      subject: 'Email',
    },
  ],
  translations: { en, fr, ar },
});
