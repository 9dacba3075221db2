/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import type { AreaRoute } from '@atrium/platform';
import { prefetchRouteData } from './prefetchRouteData';

const load = () => Promise.resolve({ default: () => null });

describe('prefetchRouteData', () => {
  it("gives the route's prefetch the address's query, its parameters and the query client", () => {
    const prefetch = jest.fn();
    const queryClient = new QueryClient();
    const route: AreaRoute = { path: '/dashboards/crm/:tab', load, prefetch };
    prefetchRouteData(route, { search: '?range=this-year', params: { tab: 'deals' } }, queryClient);
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [context] = prefetch.mock.calls[0];
    expect(context.search.get('range')).toBe('this-year');
    expect(context.params).toEqual({ tab: 'deals' });
    expect(context.queryClient).toBe(queryClient);
  });

  it('does nothing for a route without one, and survives one that throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      prefetchRouteData({ path: '/a', load }, { search: '', params: {} }, new QueryClient()),
    ).not.toThrow();
    const broken: AreaRoute = {
      path: '/b',
      load,
      prefetch: () => {
        throw new Error('no such query');
      },
    };
    expect(() => prefetchRouteData(broken, { search: '', params: {} }, new QueryClient())).not.toThrow();
    expect(error).toHaveBeenCalledWith('The prefetch of /b failed', expect.any(Error));
    error.mockRestore();
  });
});
