import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { HASH_SCROLL_OFFSET, useScrollBehaviour } from './useScrollBehaviour';

function Page() {
  useScrollBehaviour();
  return <h2 id="billing">Billing</h2>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useScrollBehaviour', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('leaves a page that has just opened where it is, and goes to the top on the way to another', async () => {
    const router = renderAt('/apps/user/list');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/apps/roles'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('does not scroll on a redirect: the document opened at the root lands on its page where it is', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/apps/user/list', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the heading a link points at, a little above it, from the first location on', () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    renderAt('/pages/account-settings#billing');
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 - HASH_SCROLL_OFFSET, behavior: 'smooth' });
  });
});
