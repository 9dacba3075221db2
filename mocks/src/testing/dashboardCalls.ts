import { server, listenUntilReady } from '../node';
import { resetMockDb } from '../db';
import { setMockClock } from '../lib/clock';
import { authFetch } from './authFetch';

/**
 * The set-up every dashboard's handler tests share. Call it at the top of a test file: it starts the
 * mock API for the file and stops it after, gives each test a fresh db and, with `now`, stops the
 * mock's clock there first (so the tokens are issued and checked on the same clock, and the figures
 * dated back from today are fixed). `call(path, query, as)` GETs `${base}/${path}?${query}` signed in
 * as the admin unless told, and answers the status and the parsed body.
 */
export function dashboardCalls(base: string, { now }: { now?: number } = {}) {
  const admin = authFetch('admin');
  const client = authFetch('client');
  beforeAll(async () => {
    if (now !== undefined) setMockClock(() => now);
    await listenUntilReady();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => {
    if (now !== undefined) setMockClock(null);
    server.close();
  });
  async function call<T>(path: string, query: string, as: typeof fetch = admin) {
    const res = await as(`${base}/${path}?${query}`);
    return { status: res.status, body: (await res.json()) as T };
  }
  return { call, admin, client };
}

/** The months of a year up to `last` as the API writes them: '01', '02', … */
export function monthNumbers(last: number): string[] {
  return Array.from({ length: last }, (_, i) => String(i + 1).padStart(2, '0'));
}
