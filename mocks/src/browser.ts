import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { db } from './db';
import { keepAccountsIn } from './lib/persistedAccounts';
import { keepTokensIn } from './lib/persistedTokens';

/** Starts the in-browser mock API; requests it has no handler for pass through to the network. */
export async function startMockApi(): Promise<void> {
  // Sign-ups and changed passwords outlive the page: the login page and the app are two documents.
  const kept = keepAccountsIn(window.sessionStorage);
  if (kept) db.accounts = kept;
  // A token issued on the login page must be accepted by the app document, after a reload and in other
  // tabs: the token table is kept in local storage (read on each check, so other tabs' tokens count).
  keepTokensIn(window.localStorage);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
