import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { currentLocation, renderPage, setupI18n, startMockApi } from '../../testing/kit';
import InvoiceListPage from './InvoiceListPage';
import InvoicePreviewPage from './InvoicePreviewPage';

describe('invoices', () => {
  beforeAll(async () => {
    await startMockApi();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists invoices newest first and filters by status through the URL', async () => {
    const user = userEvent.setup();
    renderPage(<InvoiceListPage />, { url: '/apps/invoice/list' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByRole('link', { name: '#5036' })).toBeInTheDocument();
    expect(screen.getByText(/1-10 of 50/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Invoice status' }), 'Paid');
    expect(currentLocation()).toContain('status=Paid');
    await screen.findByText(/of \d+$/);
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) expect(row).toHaveTextContent('Paid');
  });

  it('deletes an invoice after confirmation, and says so', async () => {
    const user = userEvent.setup();
    renderPage(<InvoiceListPage />, { url: '/apps/invoice/list' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await user.click(await within(table).findByRole('button', { name: 'Delete invoice #5036' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invoice #5036?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Invoice #5036 was deleted')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: '#5036' })).not.toBeInTheDocument();
    expect(db.invoices.some((i) => i.id === 5036)).toBe(false);
  });

  it('shows no create, edit or delete to someone who may only read invoices', async () => {
    renderPage(<InvoiceListPage />, {
      url: '/apps/invoice/list',
      rules: [{ action: 'read', subject: 'Invoice' }],
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByRole('link', { name: '#5036' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete invoice/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Edit invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create invoice' })).not.toBeInTheDocument();
  });

  it('previews an invoice, and says so when the invoice does not exist', async () => {
    renderPage(<InvoicePreviewPage />, {
      url: '/apps/invoice/preview/4990',
      path: '/apps/invoice/preview/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #4990' })).toBeInTheDocument();
    expect(screen.getByText('American Bank')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown invoice', async () => {
    renderPage(<InvoicePreviewPage />, {
      url: '/apps/invoice/preview/1',
      path: '/apps/invoice/preview/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
  });
});
