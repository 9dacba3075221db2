import { setApiBaseUrl, setUnauthorizedHandler } from '../api/apiClient';
import { ability } from '../ability/ability';
import { refreshSession } from './refreshSession';
import { session } from './session';

const user = { id: 7, fullName: 'Sam Support', username: 'sam', email: 'sam@example.com', role: 'Support' };
const token = 'a'.repeat(64);

function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async () => Response.json(body, { status }));
}

beforeEach(() => {
  setApiBaseUrl('');
  session.login({
    userData: user,
    accessToken: token,
    userAbilityRules: [{ action: 'read', subject: 'Invoice' }],
  });
});
afterEach(() => session.logout());

test("takes the role's current rules and keeps the token", async () => {
  answer(200, {
    userData: user,
    userAbilityRules: [
      { action: 'read', subject: 'Invoice' },
      { action: 'delete', subject: 'Invoice' },
    ],
  });
  expect(ability.can('delete', 'Invoice')).toBe(false);
  await refreshSession();
  expect(ability.can('delete', 'Invoice')).toBe(true);
  expect(session.get().accessToken).toBe(token);
});

test('an answer that changes nothing tells no one: the app does not re-render on every navigation', async () => {
  const listener = jest.fn();
  const unsubscribe = session.subscribe(listener);
  const abilityUpdated = jest.fn();
  const stopWatching = ability.on('updated', abilityUpdated);
  answer(200, { userData: { ...user }, userAbilityRules: [{ action: 'read', subject: 'Invoice' }] });
  await refreshSession();
  expect(listener).not.toHaveBeenCalled();
  expect(abilityUpdated).not.toHaveBeenCalled();
  answer(200, { userData: { ...user, fullName: 'Sam Lead' }, userAbilityRules: [] });
  await refreshSession();
  expect(listener).toHaveBeenCalledTimes(1);
  expect(session.get().userData?.fullName).toBe('Sam Lead');
  unsubscribe();
  stopWatching();
});

test('a 401 (the user suspended) ends the session through the unauthorized handler', async () => {
  const unauthorized = jest.fn(() => session.logout());
  setUnauthorizedHandler(unauthorized);
  answer(401, { message: 'Sign in to use this call' });
  await refreshSession();
  expect(unauthorized).toHaveBeenCalled();
  expect(session.isLoggedIn()).toBe(false);
});

test('a failed or malformed answer keeps the rules the session has', async () => {
  answer(500, { message: 'down' });
  await refreshSession();
  answer(200, { userData: { id: 'x' }, userAbilityRules: 'all' });
  await refreshSession();
  expect(ability.can('read', 'Invoice')).toBe(true);
  expect(session.isLoggedIn()).toBe(true);
});

test('does nothing when signed out', async () => {
  session.logout();
  globalThis.fetch = jest.fn();
  await refreshSession();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});
