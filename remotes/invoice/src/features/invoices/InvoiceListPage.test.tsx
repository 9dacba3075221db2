import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks';
import { currentLocation, renderArea, setupI18n, startMockApi } from '../../testing/renderArea';
import InvoiceListPage from './InvoiceListPage';
import InvoicePreviewPage from './InvoicePreviewPage';

jest.setTimeout(15_000);

describe('invoices', () => {
  beforeAll(async () => {
    await startMockApi();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists invoices newest first and filters by status through the URL', async () => {
    const user = userEvent.setup();
    renderArea(<InvoiceListPage />, { route: '/apps/invoice/list' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByRole('link', { name: '#5036' })).toBeInTheDocument();
    expect(screen.getByText(/1-10 of 50/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Invoice status' }), 'Paid');
    expect(currentLocation()).toContain('status=Paid');
    await screen.findByText(/of \d+$/);
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) expect(row).toHaveTextContent('Paid');
  });

  it('previews an invoice, and says so when the invoice does not exist', async () => {
    renderArea(<InvoicePreviewPage />, {
      route: '/apps/invoice/preview/4990',
      path: '/apps/invoice/preview/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #4990' })).toBeInTheDocument();
    expect(screen.getByText('American Bank')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown invoice', async () => {
    renderArea(<InvoicePreviewPage />, {
      route: '/apps/invoice/preview/1',
      path: '/apps/invoice/preview/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
  });
});
