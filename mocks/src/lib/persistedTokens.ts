/**
 * In the browser the login page and the app are two documents, each starting the mock API with fresh
 * in-memory data. So that a token issued on the login page is still accepted by the app (after a reload,
 * in another tab too), the token tables are kept in local storage. Elsewhere (jest, the Node server)
 * no storage is given and nothing is kept.
 */
// v2: tokens name user ids (they named sign-in account ids, a list of its own, before).
const KEY = 'atrium-mock-tokens-v2';

/** A token's account and when it stops being accepted (ms since the epoch). */
export interface TokenEntry {
  accountId: number;
  expiresAt: number;
  /** Reset tokens only: already used to set a password. */
  used?: boolean;
}

export interface TokenTables {
  access: Map<string, TokenEntry>;
  reset: Map<string, TokenEntry>;
}

type StoredEntry = [token: string, accountId: number, expiresAt: number, used?: boolean];

const TOKEN = /^[0-9a-f]{64}$/;

function isStoredEntry(value: unknown): value is StoredEntry {
  return (
    Array.isArray(value) &&
    (value.length === 3 || value.length === 4) &&
    typeof value[0] === 'string' &&
    TOKEN.test(value[0]) &&
    Number.isSafeInteger(value[1]) &&
    Number.isFinite(value[2]) &&
    (value.length === 3 || typeof value[3] === 'boolean')
  );
}

function toMap(value: unknown): Map<string, TokenEntry> | null {
  if (!Array.isArray(value) || !value.every(isStoredEntry)) return null;
  return new Map(
    value.map(([token, accountId, expiresAt, used]) => [
      token,
      used === undefined ? { accountId, expiresAt } : { accountId, expiresAt, used },
    ]),
  );
}

const toStored = (map: Map<string, TokenEntry>): StoredEntry[] =>
  [...map].map(([token, { accountId, expiresAt, used }]) =>
    used === undefined ? [token, accountId, expiresAt] : [token, accountId, expiresAt, used],
  );

let storage: Pick<Storage, 'getItem' | 'setItem'> | null = null;

/** Keeps the token tables in `store` from now on (the browser's local storage). */
export function keepTokensIn(store: Pick<Storage, 'getItem' | 'setItem'> | null): void {
  storage = store;
}

/**
 * The tables as stored, or null: no storage, nothing stored yet, or a value that is not ours (it is
 * then ignored, never thrown on).
 */
export function loadTokens(): TokenTables | null {
  if (!storage) return null;
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as unknown;
    if (!saved || typeof saved !== 'object') return null;
    const access = toMap((saved as { access?: unknown }).access);
    const reset = toMap((saved as { reset?: unknown }).reset);
    return access && reset ? { access, reset } : null;
  } catch {
    return null;
  }
}

/** Saves the tables after a change; a full or disabled storage keeps them in memory only. */
export function saveTokens(tables: TokenTables): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ access: toStored(tables.access), reset: toStored(tables.reset) }));
  } catch {
    // storage full or disabled: the tokens last as long as the page
  }
}
