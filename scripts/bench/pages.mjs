// The screens the bench opens, and how it knows each is ready (readiness specs: see inPage.mjs).

/** A data row of a data table (not a loading placeholder, an empty or an error row). */
const dataRow = (label) =>
  `#main-content table[aria-label="${label}"] tbody tr:not([aria-hidden="true"]) > td:nth-child(2)`;

export const ADMIN = { email: 'admin@demo.com', password: 'admin' };

/** The login form, ready to be used. */
export const LOGIN_FORM = { selector: 'form button[type="submit"]', enabled: true };

/** Where the admin lands after signing in: the users list with its first row. */
export const LANDING = { path: '/apps/user/list', ready: { h1: 'Users', selector: dataRow('Users') } };

/** One screen per area, opened from the menu. */
export const AREA_SCREENS = [
  {
    area: 'ecommerce',
    path: '/apps/ecommerce/product/list',
    ready: { h1: 'Products', selector: dataRow('Products') },
  },
  { area: 'invoice', path: '/apps/invoice/list', ready: { h1: 'Invoices', selector: dataRow('Invoices') } },
  {
    area: 'email',
    path: '/apps/email',
    ready: { h1: 'Inbox — Email', selector: '#main-content ul[aria-label="Emails"] > li' },
  },
  {
    area: 'chat',
    path: '/apps/chat',
    ready: { h1: 'Chat', selector: '#main-content ul li span[role="img"]' },
  },
  {
    area: 'academy',
    path: '/apps/academy/dashboard',
    ready: {
      h1: 'Academy',
      selector: '#main-content table tbody tr:not([aria-hidden="true"]) > td:nth-child(2)',
    },
  },
  {
    area: 'admin',
    path: '/apps/roles',
    ready: { h1: 'Roles', selector: '#main-content section[aria-label="Admin"]' },
  },
];

/**
 * Every dashboard, opened from the menu: ready once every card has its figures — none of them loading
 * (`aria-busy`) — and every chart in or near the window is drawn (charts further down draw as they
 * are scrolled to).
 */
const everyCard = (h1) => ({ h1, selector: '#main-content section[aria-labelledby]', settled: true });
export const DASHBOARDS = [
  { area: 'ecommerce', path: '/dashboards/ecommerce', ready: everyCard('eCommerce dashboard') },
  { area: 'admin', path: '/dashboards/analytics', ready: everyCard('Analytics dashboard') },
  { area: 'admin', path: '/dashboards/crm', ready: everyCard('CRM dashboard') },
  { area: 'admin', path: '/dashboards/logistics', ready: everyCard('Logistics dashboard') },
];

/** The product list, for the table interactions. */
export const PRODUCTS = {
  path: '/apps/ecommerce/product/list',
  ready: { h1: 'Products', selector: dataRow('Products') },
  rows: '#main-content table[aria-label="Products"] tbody',
  sortButton: { selector: '#main-content table[aria-label="Products"] thead button', text: 'Price' },
  nextPage: { selector: '#main-content button[aria-label="Next page"]' },
};

/** The same rows, re-read: ready once the list is not loading and its rows are not `before`. */
export const newRows = (table, before) => ({
  selector: table.ready.selector,
  notBusy: true,
  signatureOf: table.rows,
  changedFrom: before,
});
