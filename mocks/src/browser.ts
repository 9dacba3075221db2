import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { db } from './db';
import { keepAccountsIn } from './lib/persistedAccounts';

/** Starts the in-browser mock API; requests it has no handler for pass through to the network. */
export async function startMockApi(): Promise<void> {
  // Sign-ups and changed passwords outlive the page: the login page and the app are two documents.
  const kept = keepAccountsIn(window.sessionStorage);
  if (kept) db.accounts = kept;
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
