import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@atrium/mocks/handlers';
import { COLLECTION_KINDS, db, resetMockDb } from '@atrium/mocks/db';
import { CLIENT_IP_HEADER, createApp } from '../app';
import { createLogger } from '../logger';
import { Mutex } from '../mutex';
import { Persistence } from '../persistence';
import type { ListRequest, ListSpec } from '@atrium/mocks/lib/listQuery';
import type { TallyRequest } from '@atrium/mocks/lib/tallyQuery';
import { memoryStorage, type Storage } from '../storage';

/**
 * The contract suite's stand-in for `mocks/src/node.ts` (the `contract:server` jest project maps the
 * handler tests' import of it here): the same `server` and `listenUntilReady`, but every API call the
 * tests make is answered by the API server's own app — its middleware, one-at-a-time handling and
 * saving of every change — not by MSW's handlers directly. The handler tests, run by both projects,
 * are so one contract suite, passing against the mock and against the server.
 *
 * The server's storage is in memory, or, with ATRIUM_CONTRACT_DATABASE_URL (set by the PostgreSQL run's
 * global set-up, contractPostgresSetup.mjs), a database of this test file's own on that PostgreSQL:
 * every change the suite makes is then written by the SQL the server runs in production.
 */
const set = {
  db: db as unknown as Record<string, unknown>,
  kinds: COLLECTION_KINDS,
  reset: resetMockDb,
};

/** A fresh database on the cluster of ATRIUM_CONTRACT_DATABASE_URL, for this test file alone. */
async function ownPostgresDatabase(clusterUrl: string): Promise<Storage> {
  const name = `contract_${process.pid}_${Date.now().toString(36)}`;
  const admin = new (await import('pg')).default.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  // Loaded only here: the in-memory run does not load the database drivers.
  const { openPostgres } = await import('../database');
  // An idle connection breaks when the run's cluster stops at its end; a failure during the run is a
  // failed query, answered 503, which fails its test.
  return openPostgres(url.toString(), () => undefined);
}

const clusterUrl = process.env.ATRIUM_CONTRACT_DATABASE_URL;
const started = (async () => {
  const storage = clusterUrl ? await ownPostgresDatabase(clusterUrl) : memoryStorage();
  const persistence = new Persistence(storage, set);
  await persistence.start();
  // The tests change the data set directly too (resetMockDb, a pushed user). The server saves every
  // change before its answer, so the database holds the working set whenever a list is read from it;
  // here, what a test changed directly is saved first — only before a list query, the one read the
  // database answers (saving compares every collection, too slow to do before every request).
  const lists = storage.lists;
  if (lists)
    storage.lists = async <T>(spec: ListSpec, request: ListRequest) => {
      await persistence.save();
      return lists<T>(spec, request);
    };
  const tallies = storage.tallies;
  if (tallies)
    storage.tallies = async (request: TallyRequest) => {
      await persistence.save();
      return tallies(request);
    };
  const app = createApp({
    handlers,
    persistence,
    storage,
    mutex: new Mutex(),
    logger: createLogger(clusterUrl ? 'error' : 'silent'),
    trustProxy: false,
    openApi: () => ({ openapi: '3.1.0' }),
  });
  return { app };
})();

const PROBE = 'http://localhost/__atrium-mock-api-ready';

export const server = setupServer(
  http.get(PROBE, () => HttpResponse.json({ ready: true })),
  // Through the server: handed over as the request it is, from a socket whose address is the one a
  // test names in the client-address header (a throttling test's many clients) — which the server then
  // replaces, as it replaces any a caller sends, with the socket's.
  http.all('http://localhost/api/*', async ({ request }) => {
    const { app } = await started;
    return app.fetch(request, {
      incoming: { socket: { remoteAddress: request.headers.get(CLIENT_IP_HEADER) ?? '127.0.0.1' } },
    } as never);
  }),
);

/** Starts intercepting, once the server's storage has its first save, and waits until it really does. */
export async function listenUntilReady(): Promise<void> {
  await started;
  server.listen({ onUnhandledFrame: 'error' });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(PROBE)).ok) return;
    } catch {
      // not intercepted yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The contract server did not start intercepting requests');
}
