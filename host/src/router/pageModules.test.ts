import type { AreaRoute } from '@atrium/platform';
import { preloadPage, reloadPage, usePageModule } from './pageModules';
import { act, renderHook, waitFor } from '@testing-library/react';

const Page = () => null;

describe('page modules', () => {
  it('loads a page once, however often it is asked for', async () => {
    const route: AreaRoute = { path: '/a', load: jest.fn(async () => ({ default: Page })) };
    preloadPage(route);
    const { result } = renderHook(() => usePageModule(route));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.status === 'ready' && result.current.Page).toBe(Page);
    expect(route.load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until Retry, which loads again', async () => {
    let attempt = 0;
    const route: AreaRoute = {
      path: '/b',
      load: jest.fn(async () => {
        if (++attempt === 1) throw new Error('Loading chunk 7 failed');
        return { default: Page };
      }),
    };
    const { result, rerender } = renderHook(() => usePageModule(route));
    await waitFor(() => expect(result.current.status).toBe('error'));
    // Rendering the failure again does not retry it behind the user's back.
    rerender();
    expect(route.load).toHaveBeenCalledTimes(1);
    act(() => reloadPage(route));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(route.load).toHaveBeenCalledTimes(2);
  });
});
