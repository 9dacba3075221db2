import { keepTokensIn } from './persistedTokens';
import { accountIdForToken, issueResetToken, issueToken, peekResetToken, resetMockTokens } from './tokens';
import { setMockClock } from './clock';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [['atrium-mock-tokens', initial]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

afterEach(() => {
  keepTokensIn(null);
  resetMockTokens();
  setMockClock(null);
});

test('a token issued in one document is accepted in the next one (same storage, fresh memory)', () => {
  const store = memoryStorage();
  keepTokensIn(store);
  const token = issueToken(2);
  // The app document starts with fresh in-memory tables and reads the stored ones.
  keepTokensIn(null);
  resetMockTokens();
  expect(accountIdForToken(token)).toBeUndefined();
  keepTokensIn(store);
  expect(accountIdForToken(token)).toBe(2);
});

interface Stored {
  access: [string, number, number, boolean?][];
  reset: [string, number, number, boolean?][];
}
const KEY = 'atrium-mock-tokens-v2';

test('a token another tab issued (written to the shared storage) is accepted without a reload', () => {
  const shared = memoryStorage();
  keepTokensIn(shared);
  const mine = issueToken(1);
  const fromOtherTab = 'ab'.repeat(32);
  const stored = JSON.parse(shared.items.get(KEY) ?? '') as Stored;
  stored.access.push([fromOtherTab, 2, Date.now() + 60_000]);
  shared.items.set(KEY, JSON.stringify(stored));
  expect(accountIdForToken(fromOtherTab)).toBe(2);
  expect(accountIdForToken(mine)).toBe(1);
});

test('a reset token used in another tab is refused here too (single use across documents)', () => {
  const shared = memoryStorage();
  keepTokensIn(shared);
  const reset = issueResetToken(1);
  expect(peekResetToken(reset)).toBe(1);
  const stored = JSON.parse(shared.items.get(KEY) ?? '') as Stored;
  stored.reset = stored.reset.map(([t, a, e]) => [t, a, e, true]);
  shared.items.set(KEY, JSON.stringify(stored));
  expect(peekResetToken(reset)).toBeUndefined();
});

test('expired tokens are refused and dropped from storage', () => {
  const store = memoryStorage();
  keepTokensIn(store);
  let now = Date.parse('2026-01-01T00:00:00Z');
  setMockClock(() => now);
  const token = issueToken(1);
  now += 12 * 60 * 60 * 1000 - 1;
  expect(accountIdForToken(token)).toBe(1);
  now += 1;
  expect(accountIdForToken(token)).toBeUndefined();
  issueToken(2);
  expect(store.items.get(KEY)).not.toContain(token);
});

test('unreadable or malformed stored tokens are ignored, never thrown on', () => {
  for (const broken of [
    '{not json',
    '"text"',
    'null',
    '[]',
    '{"access":[["short",1,2]],"reset":[]}',
    '{"access":[["' + 'a'.repeat(64) + '","1",2]],"reset":[]}',
    '{"access":[],"reset":{}}',
    '{"access":[null],"reset":[]}',
    '{"__proto__":{"x":1}}',
  ]) {
    keepTokensIn(memoryStorage(broken));
    expect(() => accountIdForToken('a'.repeat(64))).not.toThrow();
    expect(accountIdForToken('a'.repeat(64))).toBeUndefined();
    expect(() => issueToken(1)).not.toThrow();
  }
});

test('a storage that refuses to save or read loses nothing but the persistence', () => {
  keepTokensIn({
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  });
  const token = issueToken(1);
  expect(accountIdForToken(token)).toBe(1);
});
