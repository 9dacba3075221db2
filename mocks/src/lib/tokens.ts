import { now } from './clock';
import { loadTokens, saveTokens, type TokenEntry, type TokenTables } from './persistedTokens';

/** How long a bearer token is accepted after sign-in. */
export const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** How long a password-reset token is accepted after forgot-password. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** A cap on each table, so that a long-lived page or server cannot grow it without end. */
const MAX_ENTRIES = 1000;

const TOKEN = /^[0-9a-f]{64}$/;

/**
 * The tables live outside `db`: signing in is not sample data, and `resetMockDb()` (called before each
 * test) must not sign out a page a test has just rendered.
 */
let tables: TokenTables = { access: new Map(), reset: new Map() };

/** 32 random bytes as hex: nothing about the account can be read from, or guessed into, a token. */
export function randomToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function prune(map: Map<string, TokenEntry>, at: number): void {
  for (const [token, entry] of map) if (entry.expiresAt <= at) map.delete(token);
  // Maps keep insertion order: the oldest go first.
  for (const token of map.keys()) {
    if (map.size <= MAX_ENTRIES) break;
    map.delete(token);
  }
}

/**
 * Runs `change` on the current tables. Where they are persisted, the stored copy is the truth (another
 * document or tab may have issued or used a token since), read before and written after.
 */
function withTables<T>(change: (current: TokenTables, at: number) => T, write: boolean): T {
  const stored = loadTokens();
  if (stored) tables = stored;
  const at = now();
  prune(tables.access, at);
  prune(tables.reset, at);
  const result = change(tables, at);
  if (write) saveTokens(tables);
  return result;
}

/** Issues a bearer token for the account, accepted for 12 hours. */
export function issueToken(accountId: number): string {
  const token = randomToken();
  withTables((t, at) => t.access.set(token, { accountId, expiresAt: at + ACCESS_TOKEN_TTL_MS }), true);
  return token;
}

/** The account id behind a bearer token, or undefined (malformed, unknown or expired). */
export function accountIdForToken(token: string): number | undefined {
  if (!TOKEN.test(token)) return undefined;
  return withTables((t) => t.access.get(token)?.accountId, false);
}

/**
 * Forgets every token issued to the account: a deleted user's id may be given to the next user
 * created, who must not inherit a session.
 */
export function revokeTokensOf(accountId: number): void {
  withTables((t) => {
    for (const map of [t.access, t.reset])
      for (const [token, entry] of map) if (entry.accountId === accountId) map.delete(token);
  }, true);
}

/** Issues a single-use password-reset token for the account, accepted for 30 minutes. */
export function issueResetToken(accountId: number): string {
  const token = randomToken();
  withTables((t, at) => t.reset.set(token, { accountId, expiresAt: at + RESET_TOKEN_TTL_MS }), true);
  return token;
}

/** The account id behind a reset token that is valid and not yet used, or undefined. */
export function peekResetToken(token: string): number | undefined {
  if (!TOKEN.test(token)) return undefined;
  return withTables((t) => {
    const entry = t.reset.get(token);
    return entry && !entry.used ? entry.accountId : undefined;
  }, false);
}

/** Marks a reset token used (it is refused from now on). */
export function spendResetToken(token: string): void {
  withTables((t) => {
    const entry = t.reset.get(token);
    if (entry) entry.used = true;
  }, true);
}

/** Forgets every token (tests). */
export function resetMockTokens(): void {
  tables = { access: new Map(), reset: new Map() };
  saveTokens(tables);
}
