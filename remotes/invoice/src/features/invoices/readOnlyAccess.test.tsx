import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks';
import type { AbilityRule } from '@atrium/platform';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import InvoiceListPage from './InvoiceListPage';
import InvoicePreviewPage from './InvoicePreviewPage';

/**
 * The invoice screens offer what the user's role allows, call by call: create (the list's Create
 * invoice, Duplicate in a row's menu), update (Edit in a row's menu and on the preview, Mark as sent),
 * delete (Delete in a row's menu, the selection). The page's calls go as the admin's API account: this
 * is about what the screen shows.
 */
const READ: AbilityRule[] = [{ action: 'read', subject: 'Invoice' }];
// The "Support" role: may read and update invoices, and read customers.
const SUPPORT: AbilityRule[] = [
  ...READ,
  { action: 'update', subject: 'Invoice' },
  { action: 'read', subject: 'Customer' },
];

const list = (rules?: AbilityRule[]) => renderPage(<InvoiceListPage />, { url: '/apps/invoice/list', rules });
const preview = (rules?: AbilityRule[]) =>
  renderPage(<InvoicePreviewPage />, {
    url: '/apps/invoice/preview/5036',
    path: '/apps/invoice/preview/:id',
    rules,
  });

/** The items of invoice #5036's row menu (the newest invoice, on the first page). */
async function rowMenuItems() {
  const table = await screen.findByRole('table', { name: 'Invoices' });
  const row = (await within(table).findByRole('link', { name: '#5036' })).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Actions for invoice #5036' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('invoice screens by role', () => {
  beforeAll(async () => {
    await startMockApi();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('offers a reader the preview and print only', async () => {
    const { unmount } = list(READ);
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.queryByRole('link', { name: 'Create invoice' })).not.toBeInTheDocument();
    expect(await rowMenuItems()).toEqual(['Preview', 'Download']);
    unmount();

    preview(READ);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #5036' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers someone who may read and update invoices Edit, but neither Create, Duplicate nor Delete', async () => {
    const { unmount } = list(SUPPORT);
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.queryByRole('link', { name: 'Create invoice' })).not.toBeInTheDocument();
    expect(await rowMenuItems()).toEqual(['Preview', 'Download', 'Edit']);
    unmount();

    preview(SUPPORT);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/apps/invoice/edit/5036',
    );
  });

  it('offers the admin create, edit, duplicate and delete', async () => {
    const { unmount } = list();
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.getByRole('link', { name: 'Create invoice' })).toBeInTheDocument();
    expect(await rowMenuItems()).toEqual(['Preview', 'Download', 'Edit', 'Duplicate', 'Delete']);
    unmount();

    preview();
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });
});
