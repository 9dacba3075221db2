import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n, unusedPrefetches } from '../../testing/kit';
import area from '../../area';
import AnalyticsDashboardPage from './AnalyticsDashboardPage';

// The chart library draws with layout jsdom has not; the stand-in keeps the name and the table rows.
jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(n);

/** The orders the e-commerce list holds, placed between two days (the list's dates are m/d/y). */
function ordersPlaced(from: string, to: string) {
  return db.orders.filter((o) => {
    const [m, d, y] = o.date.split('/').map(Number);
    const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    return day >= from && day <= to;
  });
}
const total = (orders: { spent: number }[]) =>
  Math.round(orders.reduce((s, o) => s + o.spent, 0) * 100) / 100;

const card = (name: string) => screen.getByRole('region', { name });
const figure = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

// Periods in the past: the sample sessions and tickets stop at the mock clock's today.
const H1 = { from: '2026-01-01', to: '2026-06-30' };
const H1_URL = `/dashboards/analytics?range=custom&from=${H1.from}&to=${H1.to}`;

describe('AnalyticsDashboardPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows every card from the API over the range in the URL', async () => {
    renderPage(<AnalyticsDashboardPage />, { url: H1_URL });
    const orders = ordersPlaced(H1.from, H1.to);
    const sales = await within(card('Sales overview')).findByText(money(total(orders)));
    expect(sales).toBeInTheDocument();
    expect(figure(card('Sales overview'), 'Orders')).toHaveTextContent(String(orders.length));
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue(H1.from);

    for (const name of ['Sessions', 'Revenue report', 'Earnings', 'Support tracker', 'Sales by country']) {
      await waitFor(() => expect(card(name)).not.toHaveAttribute('aria-busy'));
    }
    expect(
      within(card('Sessions')).getByRole('img', { name: 'Sessions per day, week by week' }),
    ).toBeInTheDocument();
    // Six months cut by week (the default for that length): the revenue chart's table has a row a week.
    const revenue = within(card('Revenue report')).getByRole('img', { name: 'Revenue per week' });
    const rows = JSON.parse(revenue.dataset.rows ?? '[]') as string[][];
    expect(rows.length).toBe(26);
    expect(
      within(card('Support tracker')).getByRole('img', { name: /% of the tickets resolved$/ }),
    ).toBeInTheDocument();
    const countries = within(card('Sales by country')).getAllByRole('listitem');
    expect(countries.length).toBeGreaterThan(0);
  });

  it('changing the range writes the URL and moves the cards', async () => {
    const user = userEvent.setup();
    const july = { from: '2026-07-01', to: '2026-07-31' };
    renderPage(<AnalyticsDashboardPage />, {
      url: `/dashboards/analytics?range=custom&from=${july.from}&to=${july.to}`,
    });
    const julyOrders = ordersPlaced(july.from, july.to);
    await within(card('Sales overview')).findByText(money(total(julyOrders)));

    await user.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('range=year'));
    expect(screen.getByTestId('location')).not.toHaveTextContent('from=');
    expect(screen.getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'true');
    const year = new Date().getFullYear();
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const yearOrders = ordersPlaced(
      `${year}-01-01`,
      `${year}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    );
    await within(card('Sales overview')).findByText(money(total(yearOrders)));
    expect(figure(card('Sales overview'), 'Orders')).toHaveTextContent(String(yearOrders.length));
  });

  it('a deleted order moves the sales figures (they read the same data as the orders list)', async () => {
    const orders = ordersPlaced(H1.from, H1.to);
    db.orders = db.orders.filter((o) => o.id !== orders[0].id);
    renderPage(<AnalyticsDashboardPage />, { url: H1_URL });
    await within(card('Sales overview')).findByText(money(total(orders.slice(1))));
    expect(figure(card('Sales overview'), 'Orders')).toHaveTextContent(String(orders.length - 1));
  });

  it('one failing call fails its card alone, and Retry brings it back', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '*/api/dashboard/analytics/earnings',
        () => HttpResponse.json({ message: 'Down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderPage(<AnalyticsDashboardPage />, { url: H1_URL });
    const earnings = card('Earnings');
    await within(earnings).findByText('This card could not be loaded');
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    await within(card('Sales overview')).findByText(money(total(ordersPlaced(H1.from, H1.to))));
    await user.click(within(earnings).getByRole('button', { name: 'Retry' }));
    expect(
      await within(earnings).findByRole('img', { name: 'Earnings by day of the week' }),
    ).toBeInTheDocument();
  });

  it('the revenue report switches its period, offering only the cuts the range allows', async () => {
    const user = userEvent.setup();
    renderPage(<AnalyticsDashboardPage />, { url: H1_URL });
    const revenue = card('Revenue report');
    const periods = within(revenue).getByRole('group', { name: 'Revenue by' });
    expect(within(periods).getByRole('button', { name: 'Day' })).toBeDisabled();
    expect(within(periods).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await within(revenue).findByRole('img', { name: 'Revenue per week' });
    await user.click(within(periods).getByRole('button', { name: 'Month' }));
    const chart = await within(revenue).findByRole('img', { name: 'Revenue per month' });
    expect(JSON.parse(chart.dataset.rows ?? '[]')).toHaveLength(6);
    expect(within(periods).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the projects, searching, sorting and paging through the URL', async () => {
    const user = userEvent.setup();
    renderPage(<AnalyticsDashboardPage />, { url: '/dashboards/analytics?itemsPerPage=5' });
    const rowsOf = () =>
      within(screen.getByRole('table', { name: 'Projects' }))
        .getAllByRole('row')
        .slice(1);
    await waitFor(() => expect(rowsOf()).toHaveLength(5));
    expect(await screen.findByText(/^7 projects · /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leader' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('sortBy=leader&orderBy=asc'),
    );
    const firstLeader = [...db.analyticsProjects].map((p) => p.leader).sort((a, b) => a.localeCompare(b))[0];
    await waitFor(() => expect(within(rowsOf()[0]).getByText(firstLeader)).toBeInTheDocument());
    const target = db.analyticsProjects[3];
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), target.name);
    await waitFor(() => expect(within(rowsOf()[0]).getByText(target.name)).toBeInTheDocument());
  });
  it('has its figures asked for with its chunk: the route prefetches exactly what the page shows first', async () => {
    const route = area.routes.find((r) => r.path === '/dashboards/analytics')!;
    const { prefetched, unused } = await unusedPrefetches(
      route,
      <AnalyticsDashboardPage />,
      `/dashboards/analytics?range=this-year&q=web&page=1`,
    );
    expect(prefetched).toBe(8);
    expect(unused).toEqual([]);
  });
});
