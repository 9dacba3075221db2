import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiModules, handlers } from '@atrium/mocks/handlers';
import { COLLECTION_KINDS, db, resetMockDb, upgradeStoredData } from '@atrium/mocks/db';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { openPglite, openPostgres } from './database';
import type { Logger } from './logger';
import { Mutex } from './mutex';
import { LiveEvents } from './liveEvents';
import { apiSourceDirs, buildOpenApi } from './openapi';
import { Persistence, type WorkingSet } from './persistence';
import { configurePorts } from './ports';
import type { Storage } from './storage';
import { Tenants } from './tenants';
import { scaleSampleData } from './sampleScale';

/** How long a shutdown waits for the requests in flight before it closes their connections. */
const DRAIN_MS = 10_000;
/** How often a process with live streams open checks whether another process has written. */
const WATCH_MS = 1_000;

/** The mock API's `db` as the server's working set; its sample data `seedScale` times larger (benchmarks). */
export const mockWorkingSet = (seedScale = 1, auditRetentionDays = 0): WorkingSet => ({
  db: db as unknown as Record<string, unknown>,
  kinds: COLLECTION_KINDS,
  reset: () => {
    resetMockDb();
    scaleSampleData(db as unknown as Record<string, unknown>, seedScale);
  },
  upgrade: () => upgradeStoredData(db),
  auditLog: 'auditLog',
  auditRetentionDays,
});

/** The database of the configuration: PostgreSQL at DATABASE_URL, else PGlite in ATRIUM_DATA_DIR (migrated). */
export function openStorage(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  logger: Logger,
): Promise<Storage> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, (error) => logger.error({ err: error }, 'database connection error'))
    : openPglite(config.dataDir);
}

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting connections, lets the requests in flight end (up to 10 s), closes the database. */
  stop(): Promise<void>;
}

/** Opens the database, loads (or seeds) the working set and listens. */
export async function startServer(config: ServerConfig, logger: Logger): Promise<RunningServer> {
  const started = performance.now();
  configurePorts(config);
  const storage = await openStorage(config, logger);
  const opened = performance.now();
  const set = mockWorkingSet(config.seedScale, config.auditRetentionDays);
  const persistence = new Persistence(storage, set);
  let loaded: Awaited<ReturnType<Persistence['start']>>;
  try {
    loaded = await persistence.start();
  } catch (error) {
    await storage.close().catch(() => undefined);
    throw error;
  }
  const mutex = new Mutex();
  const live = new LiveEvents();
  const app = createApp({
    handlers,
    persistence,
    storage,
    mutex,
    logger,
    trustProxy: config.trustProxy,
    tenants: config.testTenants ? new Tenants(set) : undefined,
    openApi: () => buildOpenApi(apiModules, apiSourceDirs(apiModules)),
    live,
  });
  // While a page listens, another process's writes are noticed within a second (the data's version,
  // one small query) and told to it, even when no request comes to this process.
  const watch = setInterval(() => {
    if (live.size === 0) return;
    void mutex
      .run(async () => {
        if (await persistence.sync()) live.publish({ collections: ['*'], actorId: null });
      })
      .catch(() => undefined);
  }, WATCH_MS);
  watch.unref();

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(listening as Server),
    ) as Server;
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info(
    {
      url,
      database: config.databaseUrl ? 'postgresql' : `pglite ${config.dataDir}`,
      seeded: loaded.seeded,
      addedCollections: loaded.added.length && !loaded.seeded ? loaded.added : undefined,
      upgraded: loaded.upgraded.length ? loaded.upgraded : undefined,
      openMs: Math.round(opened - started),
      readyMs: Math.round(performance.now() - started),
      testTenants: config.testTenants || undefined,
    },
    `Atrium API on ${url} (${handlers.length} handlers)`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(watch);
      // The live streams never end by themselves: they are closed, not waited for.
      live.close();
      const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      clearTimeout(force);
      // A request whose client went away may still be saving: the database closes after it.
      await Promise.race([
        mutex.run(async () => undefined),
        new Promise((r) => setTimeout(r, DRAIN_MS).unref()),
      ]);
      await storage.close();
    })());
  return { server, url, stop };
}
