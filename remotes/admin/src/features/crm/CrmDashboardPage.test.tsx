import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb, setMockClock } from '@atrium/mocks';
import { renderPage, setupI18n, unusedPrefetches } from '../../testing/kit';
import area from '../../area';
import CrmDashboardPage from './CrmDashboardPage';

// The chart library draws with layout jsdom has not; the stand-in keeps the name and the table rows.
jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

// The CRM's sample data is dated back from the mock's clock: a fixed clock and explicit periods make
// every figure below fixed, whatever the day the test runs.
const NOW = Date.parse('2026-11-24T12:00:00Z');
const NOVEMBER = { from: '2026-11-01', to: '2026-11-24' };
const url = ({ from, to }: { from: string; to: string }) =>
  `/dashboards/crm?range=custom&from=${from}&to=${to}`;

const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(n);
const card = (name: string) => screen.getByRole('region', { name });
const loaded = (name: string) => waitFor(() => expect(card(name)).not.toHaveAttribute('aria-busy'));

/** What the won deals closed in a period came to, read from the data here. */
const wonBetween = ({ from, to }: { from: string; to: string }) =>
  db.crm.deals
    .filter((d) => d.stage === 'won' && d.closedDate && d.closedDate >= from && d.closedDate <= to)
    .reduce((s, d) => s + d.amount, 0);

/** Companies whose first won deal closed by `to`. */
const customersBy = (to: string) =>
  new Set(
    db.crm.deals.filter((d) => d.stage === 'won' && d.closedDate && d.closedDate <= to).map((d) => d.company),
  ).size;

describe('CrmDashboardPage', () => {
  beforeAll(async () => {
    setMockClock(() => NOW);
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => {
    setMockClock(null);
    server.close();
  });

  it('shows every card from the API over the range in the URL, without sample figures', async () => {
    renderPage(<CrmDashboardPage />, { url: url(NOVEMBER) });
    expect(screen.getByRole('heading', { level: 1, name: 'CRM dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/sample figures/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');

    await within(card('Customers')).findByText(String(customersBy(NOVEMBER.to)));
    await within(card('Revenue growth')).findByText(money(wonBetween(NOVEMBER)));
    const chart = within(card('Revenue growth')).getByRole('img', { name: 'Revenue won over the period' });
    expect(JSON.parse(chart.dataset.rows ?? '[]')).toHaveLength(24);

    await loaded('Deals funnel');
    const opened = db.crm.deals.filter((d) => d.createdDate >= NOVEMBER.from && d.createdDate <= NOVEMBER.to);
    expect(within(card('Deals funnel')).getByRole('progressbar', { name: 'Prospecting' })).toHaveAttribute(
      'aria-valuenow',
      opened.length ? '100' : '0',
    );
    for (const name of ['Sales by country', 'Active projects', 'Activity timeline']) await loaded(name);
    expect(within(card('Activity timeline')).getAllByRole('listitem').length).toBeGreaterThan(0);

    const leads = db.crm.leads.filter((l) => l.createdDate >= NOVEMBER.from && l.createdDate <= NOVEMBER.to);
    const table = await screen.findByRole('table', { name: 'Leads' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(Math.min(10, leads.length) + 1),
    );
    const stages = screen.getByRole('list', { name: 'Leads by stage' });
    expect(
      within(stages).getByText(`New: ${leads.filter((l) => l.stage === 'new').length}`),
    ).toBeInTheDocument();
  });

  it('a figure moves when the data does: a company winning its first deal is one more customer', async () => {
    const before = customersBy(NOVEMBER.to);
    const { unmount } = renderPage(<CrmDashboardPage />, { url: url(NOVEMBER) });
    await within(card('Customers')).findByText(String(before));
    unmount();

    db.crm.deals.push({
      ...db.crm.deals[0],
      id: 9999,
      company: 'Brand New Ltd',
      stage: 'won',
      reached: 'won',
      amount: 4321,
      createdDate: '2026-11-02',
      closedDate: '2026-11-20',
    });
    renderPage(<CrmDashboardPage />, { url: url(NOVEMBER) });
    await within(card('Customers')).findByText(String(before + 1));
    await within(card('Revenue growth')).findByText(money(wonBetween(NOVEMBER)));
  });

  it('changing the range writes the URL and every card follows it', async () => {
    const user = userEvent.setup();
    const october = { from: '2026-10-01', to: '2026-10-31' };
    renderPage(<CrmDashboardPage />, { url: url(october) });
    await within(card('Revenue growth')).findByText(money(wonBetween(october)));

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-09-01');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('from=2026-09-01'));
    const autumn = { from: '2026-09-01', to: october.to };
    await within(card('Revenue growth')).findByText(money(wonBetween(autumn)));
    await within(card('Customers')).findByText(String(customersBy(autumn.to)));
  });

  it('one failing call fails its card alone, and Retry asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/api/dashboard/crm/funnel', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    renderPage(<CrmDashboardPage />, { url: url(NOVEMBER) });
    const alert = await within(card('Deals funnel')).findByRole('alert');
    await within(card('Customers')).findByText(String(customersBy(NOVEMBER.to)));
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(card('Deals funnel')).findByRole('progressbar', { name: 'Won' });
    server.resetHandlers();
  });
  it('has its figures asked for with its chunk: the route prefetches exactly what the page shows first', async () => {
    const route = area.routes.find((r) => r.path === '/dashboards/crm')!;
    const { prefetched, unused } = await unusedPrefetches(
      route,
      <CrmDashboardPage />,
      `/dashboards/crm?range=this-year`,
    );
    expect(prefetched).toBe(6);
    expect(unused).toEqual([]);
  });
});
