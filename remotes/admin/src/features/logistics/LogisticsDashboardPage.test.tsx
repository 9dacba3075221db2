import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n, unusedPrefetches } from '../../testing/kit';
import area from '../../area';
import LogisticsDashboardPage from './LogisticsDashboardPage';

// The chart library draws with layout jsdom has not; the stand-in keeps the name and the table rows.
jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

// Last calendar month: wholly past, so every shipment's state is read on its last day.
const today = new Date();
const LAST_MONTH = {
  from: iso(new Date(today.getFullYear(), today.getMonth() - 1, 1)),
  to: iso(new Date(today.getFullYear(), today.getMonth(), 0)),
};
const URL_LAST_MONTH = `/dashboards/logistics?range=custom&from=${LAST_MONTH.from}&to=${LAST_MONTH.to}`;

const orderedIn = ({ from, to }: { from: string; to: string }) =>
  db.shipments.filter((s) => s.orderedAt >= from && s.orderedAt <= to);
const number = (n: number) => n.toLocaleString('en-US');

const card = (name: string) => screen.getByRole('region', { name });
const kpi = (name: string) => screen.getByRole('group', { name });
const loaded = (name: string) => waitFor(() => expect(card(name)).not.toHaveAttribute('aria-busy'));

describe('LogisticsDashboardPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows every card from the API over the range in the URL', async () => {
    renderPage(<LogisticsDashboardPage />, { url: URL_LAST_MONTH });
    const month = orderedIn(LAST_MONTH);
    const delivered = month.filter((s) => s.deliveredAt <= LAST_MONTH.to);
    await waitFor(() => expect(kpi('Shipments')).toHaveTextContent(number(month.length)));
    expect(kpi('Delivered')).toHaveTextContent(number(delivered.length));
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');

    await loaded('Vehicles overview');
    const onTheWay = month.reduce((sum, s) => sum + s.hours.onTheWay, 0);
    const states = within(card('Vehicles overview')).getByRole('table');
    expect(within(states).getByRole('rowheader', { name: 'On the way' }).parentElement).toHaveTextContent(
      `${number(onTheWay)} hours`,
    );

    await loaded('Shipment statistics');
    const chart = within(card('Shipment statistics')).getByRole('img', {
      name: 'Shipments and deliveries per day',
    });
    const rows = JSON.parse(chart.dataset.rows ?? '[]') as [string, number, number][];
    expect(rows.length).toBe(new Date(today.getFullYear(), today.getMonth(), 0).getDate());
    expect(rows.reduce((sum, r) => sum + r[1], 0)).toBe(month.length);

    await loaded('Reasons for delays');
    const weather = month.filter((s) => s.delayReason === 'weather' && s.deliveredAt > s.expectedAt).length;
    expect(
      within(card('Reasons for delays')).getByRole('img', { name: /^Delayed shipments by reason:/ }),
    ).toHaveAccessibleName(expect.stringContaining(`Weather conditions: ${weather}`));

    await loaded('Delivery performance');
    expect(
      within(card('Delivery performance')).getByText('Packages delivered').closest('li'),
    ).toHaveTextContent(number(delivered.length));

    await loaded('Orders by countries');
    const byCountry = new Map<string, number>();
    for (const s of month) byCountry.set(s.destination, (byCountry.get(s.destination) ?? 0) + 1);
    const [topCode, topOrders] = [...byCountry].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    const top = within(card('Orders by countries')).getAllByRole('listitem')[0];
    expect(top).toHaveTextContent(new Intl.DisplayNames(['en'], { type: 'region' }).of(topCode)!);
    expect(top).toHaveTextContent(`${number(topOrders)} orders`);

    // The vehicles table is the spec's list call, paged.
    const table = await screen.findByRole('table', { name: 'Vehicles on route' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
  });

  it('changing the range writes the URL and moves the cards', async () => {
    const user = userEvent.setup();
    renderPage(<LogisticsDashboardPage />, { url: URL_LAST_MONTH });
    await waitFor(() => expect(kpi('Shipments')).toHaveTextContent(number(orderedIn(LAST_MONTH).length)));

    await user.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('range=year'));
    const year = orderedIn({ from: `${today.getFullYear()}-01-01`, to: iso(today) });
    await waitFor(() => expect(kpi('Shipments')).toHaveTextContent(number(year.length)));
    await loaded('Shipment statistics');
    expect(
      within(card('Shipment statistics')).getByRole('img', { name: 'Shipments and deliveries per month' }),
    ).toBeInTheDocument();
  });

  it('a figure moves when the shipments change', async () => {
    const month = orderedIn(LAST_MONTH);
    const [first] = month;
    db.shipments.push({ ...first, id: db.shipments.length + 1 }, { ...first, id: db.shipments.length + 2 });
    renderPage(<LogisticsDashboardPage />, { url: URL_LAST_MONTH });
    await waitFor(() => expect(kpi('Shipments')).toHaveTextContent(number(month.length + 2)));
  });

  it('one failing call fails its card alone, and Retry brings it back', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '*/api/dashboard/logistics/delay-reasons',
        () => HttpResponse.json({ message: 'Down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderPage(<LogisticsDashboardPage />, { url: URL_LAST_MONTH });
    const delays = card('Reasons for delays');
    await within(delays).findByText('This card could not be loaded');
    await waitFor(() => expect(kpi('Shipments')).toHaveTextContent(number(orderedIn(LAST_MONTH).length)));
    await loaded('Orders by countries');
    await user.click(within(delays).getByRole('button', { name: 'Retry' }));
    expect(
      await within(delays).findByRole('img', { name: /^Delayed shipments by reason:/ }),
    ).toBeInTheDocument();
  });

  it('pages and sorts the vehicles table through the URL', async () => {
    const user = userEvent.setup();
    renderPage(<LogisticsDashboardPage />, { url: '/dashboards/logistics' });
    const table = await screen.findByRole('table', { name: 'Vehicles on route' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByText(`1-10 of ${db.vehicles.length}`)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Progress' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('sortBy=progress&orderBy=asc'),
    );
    const lowest = Math.min(...db.vehicles.map((v) => v.progress));
    await waitFor(() =>
      expect(within(within(table).getAllByRole('row')[1]).getByRole('progressbar')).toHaveAttribute(
        'aria-valuenow',
        String(lowest),
      ),
    );
  });
  it('has its figures asked for with its chunk: the route prefetches exactly what the page shows first', async () => {
    const route = area.routes.find((r) => r.path === '/dashboards/logistics')!;
    const { prefetched, unused } = await unusedPrefetches(
      route,
      <LogisticsDashboardPage />,
      `/dashboards/logistics?range=this-year`,
    );
    expect(prefetched).toBe(6);
    expect(unused).toEqual([]);
  });
});
