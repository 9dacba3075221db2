import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { COLLECTION_KINDS, db } from './db';
import { keepTokensIn } from './lib/persistedTokens';
import { keepDbIn, saveDb, takeDbChange } from './lib/persistedDb';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Starts the in-browser mock API with `handlers`. Its service worker (host/public/mockApiWorker.js) only
 * brings this origin's /api/ calls to them; an API call no handler answers passes through to the network.
 */
export async function startWorker(handlers: RequestHandler[]): Promise<void> {
  // Saves survive a reload, and the public pages and the app (separate documents) see the same users,
  // roles and passwords: the data is kept in local storage, read here and written after each
  // request that may change it (anything but GET, HEAD and OPTIONS answered by a handler, and a read
  // whose handler says it changed the data: markDbChanged).
  const restored = keepDbIn<typeof db>(window.localStorage, COLLECTION_KINDS);
  if (restored) Object.assign(db, restored);
  // A token issued on the login page must be accepted by the app document, after a reload and in other
  // tabs: the token table is kept in local storage (read on each check, so other tabs' tokens count).
  keepTokensIn(window.localStorage);
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', ({ request }) => {
    const changedByRead = takeDbChange();
    if (changedByRead || !READS.has(request.method)) saveDb(db);
  });
  await worker.start({
    serviceWorker: { url: '/mockApiWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
