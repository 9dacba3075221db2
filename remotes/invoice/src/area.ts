import { defineArea } from '@atrium/platform';

/** The invoice area: list, preview, add and edit. Page code stays in lazy chunks. */
export default defineArea({
  name: 'invoice',
  subjects: ['Invoice'],
  routes: [
    {
      path: '/apps/invoice/list',
      load: () => import(/* webpackChunkName: "invoice-list-page" */ './features/invoices/InvoiceListPage'),
      meta: { action: 'read', subject: 'Invoice', title: 'list.title' },
    },
    {
      path: '/apps/invoice/preview/:id',
      load: () =>
        import(/* webpackChunkName: "invoice-preview-page" */ './features/invoices/InvoicePreviewPage'),
      meta: { action: 'read', subject: 'Invoice', title: 'nav.preview', navActiveLink: '/apps/invoice/list' },
    },
    {
      path: '/apps/invoice/add',
      load: () => import(/* webpackChunkName: "invoice-edit-page" */ './features/invoices/InvoiceEditPage'),
      meta: { action: 'create', subject: 'Invoice', title: 'form.addTitle' },
    },
    {
      path: '/apps/invoice/edit/:id',
      load: () => import(/* webpackChunkName: "invoice-edit-page" */ './features/invoices/InvoiceEditPage'),
      meta: {
        action: 'update',
        subject: 'Invoice',
        title: 'nav.invoice',
        navActiveLink: '/apps/invoice/list',
      },
    },
  ],
  navigation: [
    {
      section: 'appsPages',
      order: 20,
      title: 'nav.invoice',
      icon: 'file-dollar',
      children: [
        { title: 'nav.list', to: '/apps/invoice/list', action: 'read', subject: 'Invoice' },
        { title: 'nav.add', to: '/apps/invoice/add', action: 'create', subject: 'Invoice' },
      ],
    },
  ],
  shortcuts: [
    {
      title: 'nav.invoice',
      icon: 'file-dollar',
      to: '/apps/invoice/list',
      action: 'read',
      subject: 'Invoice',
    },
  ],
  searchEntries: [
    {
      group: 'popular',
      title: 'list.title',
      icon: 'file-dollar',
      to: '/apps/invoice/list',
      action: 'read',
      subject: 'Invoice',
    },
  ],
  // Each language in a chunk of its own, fetched when the page is shown in it.
  translations: {
    en: () => import(/* webpackChunkName: "i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "i18n-ar" */ './i18n/ar.json'),
  },
});
