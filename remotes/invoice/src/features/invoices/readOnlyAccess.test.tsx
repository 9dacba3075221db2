import { screen, within } from '@testing-library/react';
import { server } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks';
import type { AbilityRule } from '@atrium/platform';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import InvoiceListPage from './InvoiceListPage';
import InvoicePreviewPage from './InvoicePreviewPage';

/**
 * The invoice screens offer what the user's role allows, call by call: create (the list's Create
 * invoice), update (Edit on a row and on the preview), delete (Delete on a row). The page's calls go as
 * the admin's API account: this is about what the screen shows.
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

/** The row of invoice #5036 (the newest, on the first page). */
async function row5036() {
  const table = await screen.findByRole('table', { name: 'Invoices' });
  const link = await within(table).findByRole('link', { name: '#5036' });
  return link.closest('tr')!;
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
    const row = await row5036();
    expect(within(row).getByRole('link', { name: 'Preview invoice #5036' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Edit invoice #5036' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete invoice #5036' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create invoice' })).not.toBeInTheDocument();
    unmount();

    preview(READ);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #5036' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers someone who may read and update invoices Edit, but neither Create nor Delete', async () => {
    const { unmount } = list(SUPPORT);
    const row = await row5036();
    expect(within(row).getByRole('link', { name: 'Edit invoice #5036' })).toHaveAttribute(
      'href',
      '/apps/invoice/edit/5036',
    );
    expect(within(row).queryByRole('button', { name: 'Delete invoice #5036' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create invoice' })).not.toBeInTheDocument();
    unmount();

    preview(SUPPORT);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/apps/invoice/edit/5036',
    );
  });

  it('offers the admin create, edit and delete', async () => {
    const { unmount } = list();
    const row = await row5036();
    expect(within(row).getByRole('link', { name: 'Edit invoice #5036' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete invoice #5036' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create invoice' })).toBeInTheDocument();
    unmount();

    preview();
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });
});
