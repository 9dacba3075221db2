import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { server } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { currentLocation, renderPage, setupI18n, startMockApi } from '../../testing/kit';
import InvoiceListPage from './InvoiceListPage';
import InvoicePreviewPage from './InvoicePreviewPage';

const LIST = '/apps/invoice/list';
const table = () => screen.findByRole('table', { name: 'Invoices' });
const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1);
/** The row of an invoice on the page, found by its number's link. */
async function rowOf(id: number) {
  const link = await within(await table()).findByRole('link', { name: `#${id}` });
  return link.closest('tr')!;
}
/** The invoices of the first page (newest first, as the API sorts them by default). */
const firstPage = () => [...db.invoices].sort((a, b) => b.id - a.id).slice(0, 10);
const money = (n: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(n);

async function openRowMenu(user: ReturnType<typeof userEvent.setup>, id: number) {
  await user.click(within(await rowOf(id)).getByRole('button', { name: `Actions for invoice #${id}` }));
  return screen.findByRole('menu');
}

describe('invoice list', () => {
  beforeAll(async () => {
    await startMockApi();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists invoices newest first and filters by status through the URL', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<InvoiceListPage />, { url: LIST });
    expect(await within(await table()).findByRole('link', { name: '#5036' })).toBeInTheDocument();
    expect(screen.getByText(/1-10 of 50/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Invoice status' }), 'Paid');
    expect(currentLocation()).toContain('status=Paid');
    const paid = db.invoices.filter((i) => i.invoiceStatus === 'Paid').length;
    expect(await screen.findByText(`1-${Math.min(10, paid)} of ${paid}`)).toBeInTheDocument();
    for (const row of rowsOf()) expect(within(row).getAllByText('Paid').length).toBeGreaterThan(0);
  });

  it('filters by the issued-date range, kept in the URL and sent as the spec’s selectedDateRange', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const dates = db.invoices.map((i) => i.issuedDate).sort();
    // A range that holds some invoices but not all: from the 10th oldest to the 30th.
    const [start, end] = [dates[10], dates[30]];
    const inRange = db.invoices.filter((i) => i.issuedDate >= start && i.issuedDate <= end);
    renderPage(<InvoiceListPage />, { url: LIST });
    await screen.findByText(/1-10 of 50/);

    await user.type(screen.getByLabelText('Issued from'), start);
    await user.type(screen.getByLabelText('Issued to'), end);
    await waitFor(() => expect(currentLocation()).toContain(`start=${start}`));
    expect(currentLocation()).toContain(`end=${end}`);
    expect(
      await screen.findByText(`1-${Math.min(10, inRange.length)} of ${inRange.length}`),
    ).toBeInTheDocument();
    const shown = inRange.sort((a, b) => b.id - a.id)[0];
    expect(await within(await table()).findByRole('link', { name: `#${shown.id}` })).toBeInTheDocument();
  });

  it('reads the date range from the URL and bounds each date field by the other', async () => {
    const [start, end] = ['2000-01-01', '2000-01-31'];
    renderPage(<InvoiceListPage />, { url: `${LIST}?start=${start}&end=${end}` });
    expect(await screen.findByText('No invoices match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Issued from')).toHaveValue(start);
    expect(screen.getByLabelText('Issued from')).toHaveAttribute('max', end);
    expect(screen.getByLabelText('Issued to')).toHaveAttribute('min', start);
  });

  it('shows the stat cards over every invoice', async () => {
    const paid = db.invoices
      .flatMap((i) => i.payments)
      .reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
    const unpaid = db.invoices.reduce((sum, i) => sum + Math.max(0, Math.round(i.balance * 100)), 0);
    const clients = new Set(db.invoices.map((i) => i.client.companyEmail.toLowerCase())).size;
    renderPage(<InvoiceListPage />, { url: `${LIST}?status=Draft` });
    const card = async (name: string) => screen.findByRole('group', { name });
    expect(await within(await card('Clients')).findByText(String(clients))).toBeInTheDocument();
    expect(within(await card('Invoices')).getByText('50')).toBeInTheDocument();
    expect(within(await card('Paid')).getByText(money(paid / 100))).toBeInTheDocument();
    expect(within(await card('Unpaid')).getByText(money(unpaid / 100))).toBeInTheDocument();
  });

  it('marks the selected drafts as sent; a paid invoice keeps its status', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const draft = firstPage().find((i) => i.invoiceStatus === 'Draft');
    const paid = firstPage().find((i) => i.invoiceStatus === 'Paid');
    if (!draft || !paid) throw new Error('the sample’s first page needs a Draft and a Paid invoice');
    renderPage(<InvoiceListPage />, { url: LIST });
    await user.click(within(await rowOf(draft.id)).getByRole('checkbox'));
    await user.click(within(await rowOf(paid.id)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mark 2 as sent' }));
    expect(await screen.findByText('1 invoice marked as sent')).toBeInTheDocument();
    expect(db.invoices.find((i) => i.id === draft.id)!.invoiceStatus).toBe('Sent');
    expect(db.invoices.find((i) => i.id === paid.id)!.invoiceStatus).toBe('Paid');
    await waitFor(async () => expect(within(await rowOf(draft.id)).getByText('Sent')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /as sent$/ })).not.toBeInTheDocument();
  });

  it('deletes the selection after confirmation; Undo brings the rows back and deletes nothing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<InvoiceListPage />, { url: LIST });
    await user.click(within(await rowOf(5036)).getByRole('checkbox'));
    await user.click(within(await rowOf(5035)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 invoices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).queryByRole('link', { name: '#5036' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('2 invoices were deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await rowOf(5036)).toBeInTheDocument();
    expect(db.invoices).toHaveLength(50);
  });

  it('sends the deletion from the row menu once the Undo time is over', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<InvoiceListPage />, { url: LIST });
    const menu = await openRowMenu(user, 5036);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invoice #5036?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Invoice #5036 was deleted')).toBeInTheDocument();
    expect(db.invoices.some((i) => i.id === 5036)).toBe(true); // not yet: Undo is still possible
    await act(async () => {
      jest.advanceTimersByTime(5100);
    });
    await waitFor(() => expect(db.invoices.some((i) => i.id === 5036)).toBe(false));
    jest.useRealTimers();
  });

  it('duplicates an invoice from its row menu and opens the copy to edit', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<InvoiceListPage />, { url: LIST });
    const menu = await openRowMenu(user, 5036);
    await user.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(db.invoices).toHaveLength(51));
    const copy = db.invoices.reduce((a, b) => (b.id > a.id ? b : a));
    await waitFor(() => expect(currentLocation()).toBe(`/apps/invoice/edit/${copy.id}`));
    expect(copy.invoiceStatus).toBe('Draft');
    expect(copy.client).toEqual(db.invoices.find((i) => i.id === 5036)!.client);
  });

  it('previews, downloads and edits from the row menu', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<InvoiceListPage />, { url: LIST });
    const choose = async (item: string) =>
      user.click(within(await openRowMenu(user, 5036)).getByRole('menuitem', { name: item }));
    await choose('Preview');
    expect(currentLocation()).toBe('/apps/invoice/preview/5036');
    // Download hands over the same PDF the preview makes, without leaving the list.
    const names: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await choose('Download');
    await waitFor(() => expect(names).toEqual(['invoice-5036.pdf']));
    click.mockRestore();
    expect(currentLocation()).toBe('/apps/invoice/preview/5036');
    await choose('Edit');
    expect(currentLocation()).toBe('/apps/invoice/edit/5036');
  });

  it('exports every invoice the filters match as CSV', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:invoices');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<InvoiceListPage />, { url: `${LIST}?status=Paid` });
    await screen.findByText(/ of \d+$/);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const lines = (await createObjectURL.mock.calls[0][0].text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain('Invoice number,Status,Client,Client email');
    expect(lines).toHaveLength(1 + db.invoices.filter((i) => i.invoiceStatus === 'Paid').length);
    click.mockRestore();
  });

  it('shows a reader no selection, bulk actions or create, and only preview and download per row', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<InvoiceListPage />, { url: LIST, rules: [{ action: 'read', subject: 'Invoice' }] });
    const row = await rowOf(5036);
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create invoice' })).not.toBeInTheDocument();
    const menu = await openRowMenu(user, 5036);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Preview', 'Download']);
  });

  it('previews an invoice', async () => {
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
