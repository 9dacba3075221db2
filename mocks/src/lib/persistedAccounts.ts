import type { LoginAccount } from '../data/accounts';

/**
 * In the browser the login page and the app are two documents, and the mock API's data lives as long
 * as a document. So that an account signed up, or a password changed, still works on the next page
 * load, the accounts (and only they) are kept in the tab's session storage. Elsewhere (jest, the
 * Node server) nothing is kept: no storage is given.
 */
const KEY = 'atrium-mock-accounts';

const TEXT_FIELDS = ['fullName', 'username', 'password', 'avatar', 'email', 'role'] as const;

function isAccount(value: unknown): value is LoginAccount {
  if (!value || typeof value !== 'object') return false;
  const account = value as Record<string, unknown>;
  return (
    Number.isInteger(account.id) &&
    TEXT_FIELDS.every((field) => typeof account[field] === 'string') &&
    Array.isArray(account.abilityRules) &&
    account.abilityRules.every(
      (rule: unknown) =>
        !!rule &&
        typeof (rule as { action?: unknown }).action === 'string' &&
        typeof (rule as { subject?: unknown }).subject === 'string',
    )
  );
}

let storage: Pick<Storage, 'getItem' | 'setItem'> | null = null;

/** Keeps accounts in `store` from now on; returns what it kept before, or null (none, or unreadable). */
export function keepAccountsIn(store: Pick<Storage, 'getItem' | 'setItem'>): LoginAccount[] | null {
  storage = store;
  try {
    const saved: unknown = JSON.parse(store.getItem(KEY) ?? 'null');
    return Array.isArray(saved) && saved.length > 0 && saved.every(isAccount) ? saved : null;
  } catch {
    return null;
  }
}

/** Saves the accounts after a change (sign-up, new password); a full or disabled storage keeps them in memory only. */
export function saveAccounts(accounts: LoginAccount[]): void {
  try {
    storage?.setItem(KEY, JSON.stringify(accounts));
  } catch {
    // storage full or disabled: the change lasts as long as the page
  }
}
