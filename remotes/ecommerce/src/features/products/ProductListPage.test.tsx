import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import ProductListPage from './ProductListPage';

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ProductListPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows the first page from the API with the summary', async () => {
    renderPage(<ProductListPage />, { url: '/apps/ecommerce/product/list' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    expect(screen.getByText('1-10 of 50')).toBeInTheDocument();
    expect(within(rowsOf()[0]).getByText('Hiking Boot Moab 3')).toBeInTheDocument();
  });

  it("shows prices in the store's currency", async () => {
    db.ecommerceSettings.store.currency = 'EUR';
    const first = db.products.at(-1)!;
    first.price = '$99.50';
    renderPage(<ProductListPage />, { url: '/apps/ecommerce/product/list' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    expect(await within(rowsOf()[0]).findByText('€99.50')).toBeInTheDocument();
  });

  it('keeps filters in the URL and asks the API with them', async () => {
    const user = userEvent.setup();
    renderPage(<ProductListPage />, { url: '/apps/ecommerce/product/list?category=Shoes' });
    await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0));
    const shoes = db.products.filter((p) => p.category === 'Shoes').length;
    expect(await screen.findByText(`1-${Math.min(10, shoes)} of ${shoes}`)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=Published'));
    expect(screen.getByTestId('location')).toHaveTextContent('category=Shoes');
  });

  it('deletes the selected rows after confirmation, and the API loses exactly them', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ProductListPage />, { url: '/apps/ecommerce/product/list' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    const [first, second] = rowsOf();
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(second).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 products?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(8));
    expect(db.products).toHaveLength(50); // not yet: Undo is still possible
    await act(async () => {
      jest.advanceTimersByTime(5100);
    });
    await waitFor(() => expect(db.products).toHaveLength(48));
    expect(db.products.some((p) => p.id === 50 || p.id === 49)).toBe(false);
    jest.useRealTimers();
  });

  it('sets the status of the selected rows through the API, then says so and shows it', async () => {
    const user = userEvent.setup();
    renderPage(<ProductListPage />, { url: '/apps/ecommerce/product/list' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    const [first, second] = rowsOf();
    const ids = [db.products.at(-1)!.id, db.products.at(-2)!.id];
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(second).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Set status (2)' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Scheduled');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 products are now Scheduled')).toBeInTheDocument();
    expect(ids.map((id) => db.products.find((p) => p.id === id)!.status)).toEqual(['Scheduled', 'Scheduled']);
    // The rows are read again: both show the new status, and the selection is cleared.
    await waitFor(() => expect(within(rowsOf()[0]).getByText('Scheduled')).toBeInTheDocument());
    expect(within(rowsOf()[1]).getByText('Scheduled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set status/ })).not.toBeInTheDocument();
  });
});
