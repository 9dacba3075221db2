import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { ADMIN_RULES, newQueryClient, signInForTest } from '@atrium/testing';
import { useSalesOverview } from './getSalesOverview';
import { useCountries } from './getCountries';
import { useRevenue } from './getRevenue';

const period = { from: '2025-01-01', to: '2025-12-31' };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={newQueryClient()}>{children}</QueryClientProvider>;
}

/** The data hooks give the API's figures: when the orders change, the figures follow. */
describe('analytics data hooks', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    signInForTest('admin', ADMIN_RULES);
  });
  afterAll(() => server.close());

  it('sales overview, countries and revenue move when an order is removed', async () => {
    const overview = renderHook(() => useSalesOverview(period), { wrapper });
    const countries = renderHook(() => useCountries(period), { wrapper });
    const revenue = renderHook(() => useRevenue(period, 'month'), { wrapper });
    await waitFor(() => expect(overview.result.current.data).toBeDefined());
    await waitFor(() => expect(countries.result.current.data).toBeDefined());
    await waitFor(() => expect(revenue.result.current.data).toBeDefined());
    const before = {
      orders: overview.result.current.data!.orders.value,
      sales: overview.result.current.data!.sales.value,
      countries: countries.result.current.data!.countries.reduce((s, c) => s + c.orders, 0),
      revenue: revenue.result.current.data!.total.value,
    };
    expect(before.orders).toBeGreaterThan(0);
    expect(before.countries).toBe(before.orders);

    const removed = db.orders.find((o) => o.date.endsWith('/2025'))!;
    db.orders = db.orders.filter((o) => o !== removed);
    await overview.result.current.refetch();
    await countries.result.current.refetch();
    await revenue.result.current.refetch();

    await waitFor(() => expect(overview.result.current.data!.orders.value).toBe(before.orders - 1));
    expect(overview.result.current.data!.sales.value).toBeCloseTo(before.sales - removed.spent, 2);
    expect(countries.result.current.data!.countries.reduce((s, c) => s + c.orders, 0)).toBe(
      before.orders - 1,
    );
    expect(revenue.result.current.data!.total.value).toBeCloseTo(before.revenue - removed.spent, 2);
  });
});
