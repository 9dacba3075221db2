import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { newQueryClient, renderPage, setupI18n, unusedPrefetches } from '../../testing/kit';
import area from '../../area';
import { deleteOrder, orderKeys } from '../orders';
import EcommerceDashboardPage from './EcommerceDashboardPage';

// The chart library draws with layout jsdom has not; the stand-in keeps the name and the table rows.
jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

// The sample orders are dated in 2025 and 2026: a period over 2026 (and 2025 before it).
const YEAR = { from: '2026-01-01', to: '2026-12-31' };
const URL_2026 = `/dashboards/ecommerce?range=custom&from=${YEAR.from}&to=${YEAR.to}`;

const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(n);
const in2026 = () => db.orders.filter((o) => o.date.endsWith('/2026'));
const revenueOf = (orders: { spent: number }[]) =>
  Math.round(orders.reduce((s, o) => s + o.spent, 0) * 100) / 100;

const card = (name: string) => screen.getByRole('region', { name });
/** A figure of the statistics card: its value (after its icon, before its change). */
const figure = (term: string) =>
  within(card('Statistics')).getByText(term, { selector: 'dt' }).nextElementSibling?.children[1];

describe('EcommerceDashboardPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows every card from the API over the range in the URL', async () => {
    renderPage(<EcommerceDashboardPage />, { url: URL_2026 });
    expect(screen.getByRole('heading', { level: 1, name: 'eCommerce dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    const orders = in2026();
    await waitFor(() => expect(figure('Orders')).toHaveTextContent(String(orders.length)));
    expect(figure('Revenue')).toHaveTextContent(money(revenueOf(orders)));
    expect(figure('Customers')).toHaveTextContent(String(new Set(orders.map((o) => o.email)).size));

    for (const name of ['Orders by status', 'Revenue report', 'Earnings', 'Sales statistics', 'Transactions'])
      await waitFor(() => expect(card(name)).not.toHaveAttribute('aria-busy'));
    const report = within(card('Revenue report')).getByRole('img', { name: 'Revenue report' });
    expect(JSON.parse(report.dataset.rows ?? '[]')).toHaveLength(12);
    const statuses = within(card('Orders by status')).getByRole('img', { name: 'Orders by status' });
    const counts = (JSON.parse(statuses.dataset.rows ?? '[]') as [string, number][]).map((r) => r[1]);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(orders.length);

    await waitFor(() => expect(card('Popular products')).not.toHaveAttribute('aria-busy'));
    expect(within(card('Popular products')).getAllByRole('listitem')).toHaveLength(5);
    await waitFor(() => expect(card('Sales by country')).not.toHaveAttribute('aria-busy'));
    expect(within(card('Sales by country')).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(await within(card('Transactions')).findAllByText(/•••• \d{4}/)).toHaveLength(5);
    const table = await screen.findByRole('table', { name: 'Recent orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
  });

  it('deleting an order drops the figures that summarise it', async () => {
    const client = newQueryClient();
    renderPage(<EcommerceDashboardPage />, { url: URL_2026, client });
    const orders = in2026();
    await waitFor(() => expect(figure('Orders')).toHaveTextContent(String(orders.length)));

    // As the orders list does (useDeleteOrder): the call, then every orders query refreshed.
    const gone = orders[0];
    await act(async () => {
      await deleteOrder(gone.id);
      await client.invalidateQueries({ queryKey: orderKeys.all });
    });
    await waitFor(() => expect(figure('Orders')).toHaveTextContent(String(orders.length - 1)));
    expect(figure('Revenue')).toHaveTextContent(money(revenueOf(in2026())));
  });

  it('changing the range writes the URL and the cards follow', async () => {
    const user = userEvent.setup();
    renderPage(<EcommerceDashboardPage />, { url: URL_2026 });
    await waitFor(() => expect(figure('Orders')).toHaveTextContent(String(in2026().length)));
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-01-01');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('from=2025-01-01'));
    await waitFor(() => expect(figure('Orders')).toHaveTextContent(String(db.orders.length)));
  });

  it('one failing call fails its card alone', async () => {
    server.use(
      http.get('*/api/dashboard/ecommerce/statuses', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderPage(<EcommerceDashboardPage />, { url: URL_2026 });
    expect(await within(card('Orders by status')).findByRole('alert')).toHaveTextContent('Retry');
    await waitFor(() => expect(figure('Orders')).toHaveTextContent(String(in2026().length)));
    server.resetHandlers();
  });
  it('has its figures asked for with its chunk: the route prefetches exactly what the page shows first', async () => {
    const route = area.routes.find((r) => r.path === '/dashboards/ecommerce')!;
    const { prefetched, unused } = await unusedPrefetches(
      route,
      <EcommerceDashboardPage />,
      `/dashboards/ecommerce?range=this-year`,
    );
    expect(prefetched).toBe(6);
    expect(unused).toEqual([]);
  });
});
