import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import OrderListPage from './OrderListPage';

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('OrderListPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists orders with summary cards and links to their details', async () => {
    renderPage(<OrderListPage />, { url: '/apps/ecommerce/order/list' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    expect(screen.getByText('1-10 of 100')).toBeInTheDocument();
    const first = db.orders[0];
    expect(within(rowsOf()[0]).getByRole('link', { name: `#${first.order}` })).toHaveAttribute(
      'href',
      `/apps/ecommerce/order/details/${first.id}`,
    );
    const pending = db.orders.filter((o) => o.payment === 2).length;
    expect(await screen.findByText('Pending payment')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Pending payment').nextSibling).toHaveTextContent(String(pending)),
    );
  });

  it('sorts by clicking a header and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<OrderListPage />, { url: '/apps/ecommerce/order/list' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sortBy=spent&orderBy=asc'));
    const cheapest = [...db.orders].sort((a, b) => a.spent - b.spent)[0];
    await waitFor(() => expect(within(rowsOf()[0]).getByText(`#${cheapest.order}`)).toBeInTheDocument());
  });

  it('filters by status and payment, kept in the URL, each row with its chip', async () => {
    const user = userEvent.setup();
    renderPage(<OrderListPage />, { url: '/apps/ecommerce/order/list' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Returned');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), '3');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=Returned'));
    expect(screen.getByTestId('location')).toHaveTextContent('payment=3');
    const returned = db.orders.filter((o) => o.status === 'Returned' && o.payment === 3);
    await waitFor(() => expect(rowsOf()).toHaveLength(Math.min(10, returned.length)));
    for (const row of rowsOf()) {
      expect(within(row).getByText('Returned')).toBeInTheDocument();
      expect(within(row).getByText('Refunded')).toBeInTheDocument();
    }
  });

  it('shows an error with a Retry that loads again', async () => {
    // msw's resetHandlers needs Node 22 (Set#intersection): this override fails the first `q=zz` call only.
    let failed = false;
    server.use(
      http.get('*/api/apps/ecommerce/orders', ({ request }) => {
        if (failed || new URL(request.url).searchParams.get('q') !== 'zz') return undefined;
        failed = true;
        return HttpResponse.json({ message: 'Boom' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderPage(<OrderListPage />, { url: '/apps/ecommerce/order/list?q=zz' });
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders match this search')).toBeInTheDocument();
  });
});
