import { defineArea } from '@atrium/platform';

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
    // The short form of both: `/apps/email/sent`, `/apps/email/important` (the page tells a folder from a label).
    { path: '/apps/email/:view', load, meta },
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
  // Each language in a chunk of its own, fetched when the page is shown in it.
  translations: {
    en: () => import(/* webpackChunkName: "i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "i18n-ar" */ './i18n/ar.json'),
  },
});
