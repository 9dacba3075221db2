import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { session } from '../session/session';
import { useLiveUpdates } from './useLiveUpdates';

/** A stand-in for the browser's EventSource (jsdom has none): what was opened, and a way to send. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, () => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  send(type: string) {
    this.listeners.get(type)?.();
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  jest.useFakeTimers();
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  jest.useRealTimers();
  session.logout();
});

const signIn = (token: string) =>
  session.login({
    accessToken: token,
    userData: { id: 1, fullName: 'A', username: 'a', avatar: '', email: 'a@b.c', role: 'admin' },
    userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
  });

test('while signed in, listens to the API and refreshes what is on screen once per burst of saves', () => {
  const client = new QueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries').mockResolvedValue();
  signIn('token/0123456789abcdef');
  const { unmount } = renderHook(() => useLiveUpdates(client));
  expect(FakeEventSource.opened.map((e) => e.url)).toEqual(['/api/events?token=token%2F0123456789abcdef']);
  const events = FakeEventSource.opened[0];

  act(() => {
    events.send('changed');
    events.send('changed');
  });
  expect(invalidate).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(300));
  expect(invalidate).toHaveBeenCalledTimes(1);
  expect(invalidate).toHaveBeenCalledWith({ refetchType: 'active' });

  unmount();
  expect(events.closed).toBe(true);
});

test('opens nothing for a visitor, and closes the stream when the session ends', () => {
  const client = new QueryClient();
  renderHook(() => useLiveUpdates(client));
  expect(FakeEventSource.opened).toHaveLength(0);
  act(() => signIn('session-token-0123456789'));
  expect(FakeEventSource.opened).toHaveLength(1);
  act(() => session.logout());
  expect(FakeEventSource.opened[0].closed).toBe(true);
});
