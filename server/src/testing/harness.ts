import { handlers as mockHandlers } from '@atrium/mocks/handlers';
import { COLLECTION_KINDS, db, resetMockDb, upgradeStoredData } from '@atrium/mocks/db';
import { issueToken } from '@atrium/mocks';
import type { RequestHandler } from 'msw';
import { createApp } from '../app';
import { LiveEvents } from '../liveEvents';
import { createLogger } from '../logger';
import { Mutex } from '../mutex';
import { Persistence, type WorkingSet } from '../persistence';
import { memoryStorage } from '../storage';
import { Tenants } from '../tenants';

export const workingSet = (auditRetentionDays = 0): WorkingSet => ({
  db: db as unknown as Record<string, unknown>,
  kinds: COLLECTION_KINDS,
  reset: resetMockDb,
  upgrade: () => upgradeStoredData(db),
  auditLog: 'auditLog',
  auditRetentionDays,
});

/** What the log received, one parsed JSON object a line. */
export function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger };
}

/**
 * The app over the mock's handlers (and `extra` before them), a working set seeded into an in-memory
 * Storage, and an admin's token.
 */
export async function harness(
  options: {
    extra?: RequestHandler[];
    trustProxy?: boolean;
    tenants?: boolean;
    auditRetentionDays?: number;
  } = {},
) {
  resetMockDb();
  const storage = memoryStorage();
  const set = workingSet(options.auditRetentionDays);
  const persistence = new Persistence(storage, set);
  await persistence.start();
  const { lines, logger } = logCapture();
  const live = new LiveEvents();
  const app = createApp({
    handlers: [...(options.extra ?? []), ...mockHandlers],
    persistence,
    storage,
    mutex: new Mutex(),
    logger,
    trustProxy: options.trustProxy ?? false,
    tenants: options.tenants ? new Tenants(set) : undefined,
    openApi: () => ({ openapi: '3.1.0' }),
    live,
  });
  const admin = db.users.find((u) => u.email === 'admin@demo.com')!;
  // Issued outside a request, so saved here (a reload would otherwise forget it).
  const token = issueToken(admin.id);
  await persistence.save();
  const request = (path: string, init: RequestInit = {}, remoteAddress = '203.0.113.9') =>
    app.request(path, init, { incoming: { socket: { remoteAddress } } } as never);
  const authorized = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  return { app, storage, persistence, lines, token, request, authorized, db, live };
}

export { newUser } from './newUser';
