/**
 * @jest-environment node
 */
import { db, resetMockDb } from '../db';
import { setMockClock } from './clock';
import {
  ACCESS_TOKEN_TTL_MS,
  accountIdForToken,
  issueResetToken,
  issueToken,
  peekResetToken,
  revokeTokensOf,
  sha256Hex,
} from './tokens';

beforeEach(() => resetMockDb());
afterEach(() => setMockClock(null));

test('a session keeps the hash of its token, its user, its times and where it signed in from, in db.sessions', () => {
  setMockClock(() => 1_000);
  const token = issueToken(7, { userAgent: 'Firefox/140.0', address: '192.0.2.7' });
  expect(db.sessions).toEqual([
    {
      tokenHash: sha256Hex(token),
      userId: 7,
      createdAt: 1_000,
      expiresAt: 1_000 + ACCESS_TOKEN_TTL_MS,
      // An id of its own to name it by (not drawn from the token).
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      userAgent: 'Firefox/140.0',
      address: '192.0.2.7',
    },
  ]);
  expect(token).not.toContain(db.sessions[0].id);
  expect(accountIdForToken(token)).toBe(7);
  // The hash is no token.
  expect(accountIdForToken(db.sessions[0].tokenHash)).toBeUndefined();
});

test('a session ends after 12 hours, and a reset of the data ends it', () => {
  let now = 1_000;
  setMockClock(() => now);
  const token = issueToken(7);
  now += ACCESS_TOKEN_TTL_MS - 1;
  expect(accountIdForToken(token)).toBe(7);
  now += 1;
  expect(accountIdForToken(token)).toBeUndefined();
  const other = issueToken(7);
  resetMockDb();
  expect(accountIdForToken(other)).toBeUndefined();
});

test('revokeTokensOf ends every session and reset token of the user, and only theirs', () => {
  const [a1, a2, b] = [issueToken(1), issueToken(1), issueToken(2)];
  const reset = issueResetToken(1);
  revokeTokensOf(1);
  expect([accountIdForToken(a1), accountIdForToken(a2), accountIdForToken(b)]).toEqual([
    undefined,
    undefined,
    2,
  ]);
  expect(peekResetToken(reset)).toBeUndefined();
});

test('revokeTokensOf can keep the session making the change', () => {
  const [mine, other] = [issueToken(1), issueToken(1)];
  revokeTokensOf(1, mine);
  expect([accountIdForToken(mine), accountIdForToken(other)]).toEqual([1, undefined]);
});

test('a user holds at most 20 sessions: the oldest go first', () => {
  const tokens = Array.from({ length: 21 }, () => issueToken(3));
  expect(accountIdForToken(tokens[0])).toBeUndefined();
  expect(accountIdForToken(tokens[1])).toBe(3);
  expect(db.sessions).toHaveLength(20);
});
