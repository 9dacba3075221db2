import type { RequestHandler } from 'msw';
import { COLLECTION_KINDS, db } from './db';
import { keepDbIn, saveDb, takeDbChange } from './lib/persistedDb';
import { startServiceWorker } from './startServiceWorker';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Starts the in-browser mock API with `handlers`, over the stored data (see startServiceWorker). */
export async function startWorker(handlers: RequestHandler[]): Promise<void> {
  // Saves survive a reload, and the public pages and the app (separate documents) see the same users,
  // roles and passwords: the data is kept in local storage, read here and written after each
  // request that may change it (anything but GET, HEAD and OPTIONS answered by a handler, and a read
  // whose handler says it changed the data: markDbChanged).
  const restored = keepDbIn<typeof db>(window.localStorage, COLLECTION_KINDS);
  if (restored) Object.assign(db, restored);
  // Sessions are a collection like any (db.sessions, by token hash): a token issued on the login page
  // is accepted by the app document, which starts over the data the login page saved.
  const worker = await startServiceWorker(handlers);
  // No call reaches a handler before this: API calls wait until the mock API has started.
  worker.events.on('response:mocked', ({ request }) => {
    const changedByRead = takeDbChange();
    if (changedByRead || !READS.has(request.method)) saveDb(db);
  });
}
