import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import DataTablePage from './DataTablePage';

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Data table' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTablePage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('pages the orders with first and last page buttons', async () => {
    const user = userEvent.setup();
    renderPage(<DataTablePage />, { url: '/tables/data-table' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    expect(screen.getByText(`1-10 of ${db.salesOrders.length}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /last page/i }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `page=${Math.ceil(db.salesOrders.length / 10)}`,
      ),
    );
  });

  it('sorts by total through the URL', async () => {
    const user = userEvent.setup();
    renderPage(<DataTablePage />, { url: '/tables/data-table' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('sortBy=total&orderBy=desc'),
    );
    const top = Math.max(...db.salesOrders.map((o) => o.payment.total));
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(top);
    expect(within(rowsOf()[0]).getByText(`/ ${money}`, { exact: false })).toBeInTheDocument();
  });
});
