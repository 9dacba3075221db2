import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { navBadgeKey } from '@atrium/platform';
import { renderPage, setupI18n, startMockApi } from '@atrium/testing';
import { NavBadge } from './NavBadge';

const badge = { countFrom: '/api/test/unread', label: 'nav.unread' };
const strings = {
  nav: { unread_one: '{{count}} unread message', unread_other: '{{count}} unread messages' },
};
const answer = (response: () => Response) => server.use(http.get('*/api/test/unread', response));

let server: Awaited<ReturnType<typeof startMockApi>>;
beforeAll(async () => {
  server = await startMockApi();
  await setupI18n('chat', { en: strings, fr: strings, ar: strings });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('shows the count the API answers, with what it means for screen readers', async () => {
  answer(() => HttpResponse.json({ count: 3 }));
  renderPage(<NavBadge badge={badge} ns="chat" />);
  expect(await screen.findByText('3 unread messages')).toBeInTheDocument();
  expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
});

test.each([
  ['zero', () => HttpResponse.json({ count: 0 })],
  ['not a count', () => HttpResponse.json({ count: 'many' })],
  ['a failed call', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
])('shows nothing for %s', async (_case, response) => {
  answer(response);
  const { client } = renderPage(
    <div data-testid="entry">
      <NavBadge badge={badge} ns="chat" />
    </div>,
  );
  await waitFor(() => expect(client.getQueryState(navBadgeKey(badge.countFrom))?.status).not.toBe('pending'));
  expect(screen.getByTestId('entry')).toBeEmptyDOMElement();
});

test('follows a count the area sets itself, without asking the API again', async () => {
  answer(() => HttpResponse.json({ count: 1 }));
  const { client } = renderPage(<NavBadge badge={badge} ns="chat" />);
  expect(await screen.findByText('1 unread message')).toBeInTheDocument();
  let asked = 0;
  answer(() => {
    asked += 1;
    return HttpResponse.json({ count: 1 });
  });
  act(() => client.setQueryData(navBadgeKey(badge.countFrom), { count: 12 }));
  expect(await screen.findByText('12 unread messages')).toBeInTheDocument();
  expect(asked).toBe(0);
});
