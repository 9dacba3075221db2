import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationConfig } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Changes, CollectionKind, StoredRow } from './rows';
import { resultRows } from './resultRows';
import { collections, dataVersion, records } from './schema';
import { StorageError, type Storage, type StoredData } from './storage';
import type { ListRequest, ListSpec } from '@atrium/mocks/lib/listQuery';
import { sqlLists } from './sqlLists';
import { sqlTallies } from './sqlTallies';
import type { TallyRequest } from '@atrium/mocks/lib/tallyQuery';

/** The committed SQL migrations (`npm run db:generate -w server` writes a new one). */
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../drizzle');

/** The advisory lock two instances take in turn to migrate ('Atri'). */
const MIGRATION_LOCK = 0x41747269;
/** The lock an API process holds while it changes the data (one write at a time across processes). */
const WRITE_LOCK = 0x41747270;

/** Statements are split so that none carries more than this many rows (PostgreSQL's 65535-parameter cap). */
const CHUNK = 500;

export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** A start-up problem with a message meant for the operator (printed, then exit 1). */
export class StartupError extends Error {}

/** Runs a storage operation, its failure as a StorageError. */
async function guarded<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StorageError(operation, error);
  }
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * One history of migrations: the kernel's (`server/drizzle`, written by drizzle-kit from src/schema.ts)
 * or an area's (`remotes/<area>/api/migrations`, SQL its team writes: the indexes its lists and
 * aggregates need). Each is applied in its own order and recorded in a table of its own, so an area
 * adds a migration without touching the kernel's or another area's.
 */
export interface MigrationSet {
  owner: string;
  folder: string;
  /** The table (in schema `drizzle`) that records which of its migrations the database has. */
  table: string;
}

const REMOTES_FOLDER = path.resolve(__dirname, '../../remotes');

/** The kernel's migrations, then each area's that has some, in the areas' alphabetical order. */
export function migrationSets(remotesFolder = REMOTES_FOLDER): MigrationSet[] {
  const areas = readdirSync(remotesFolder)
    .filter((area) => existsSync(path.join(remotesFolder, area, 'api/migrations/meta/_journal.json')))
    .sort();
  return [
    { owner: 'kernel', folder: MIGRATIONS_FOLDER, table: '__drizzle_migrations' },
    ...areas.map((area) => ({
      owner: area,
      folder: path.join(remotesFolder, area, 'api/migrations'),
      table: `__drizzle_migrations_${area}`,
    })),
  ];
}

/**
 * Refuses a database that has applied migrations this code does not have (a newer server's, or an
 * edited migration file): drizzle's migrator would carry on as if its own were the whole history.
 */
export async function refuseUnknownMigrations(db: Database, set: MigrationSet): Promise<void> {
  const known = new Set(
    readMigrationFiles({ migrationsFolder: set.folder }).map((migration) => migration.hash),
  );
  const table = `drizzle.${set.table}`;
  const [{ present }] = resultRows(
    await db.execute(sql`select to_regclass(${table}) is not null as present`),
  );
  if (!present) return;
  const applied = resultRows(
    await db.execute(
      sql`select hash from ${sql.identifier('drizzle')}.${sql.identifier(set.table)} order by id`,
    ),
  );
  const unknown = applied.filter((row) => !known.has(String(row.hash)));
  if (unknown.length)
    throw new StartupError(
      `The database has ${unknown.length} applied migration(s) of ${set.owner} that this server's ` +
        `${path.relative(path.resolve(__dirname, '../..'), set.folder)} folder does not have (it was migrated by a ` +
        'newer version, or a migration file was edited). Refusing to start: run the version of the server that ' +
        'matches the database, or use another database (DATABASE_URL / ATRIUM_DATA_DIR).',
    );
}

type Migrate = (db: Database, config: MigrationConfig) => Promise<void>;

/**
 * Checks every set's migrations, then applies the missing ones (the kernel's first: the areas' use its
 * tables and functions), holding the advisory lock (one instance at a time).
 */
export async function migrateLocked(db: Database, migrate: Migrate, sets = migrationSets()): Promise<void> {
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    for (const set of sets) await refuseUnknownMigrations(db, set);
    for (const set of sets)
      await migrate(db, {
        migrationsFolder: set.folder,
        migrationsTable: set.table,
        migrationsSchema: 'drizzle',
      });
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}

/**
 * The Storage over a drizzle database (PGlite or node-postgres: the same schema and SQL). `lockWrites`
 * takes the lock between processes (PostgreSQL: an advisory lock on a connection of its own); PGlite is
 * one process's, which its own mutex already serialises. `oneProcess` (PGlite): no other process can
 * write, so the data's version is the one this process last read or wrote, and `version()` (asked
 * before every request) needs no query.
 */
export function drizzleStorage(
  db: Database,
  close: () => Promise<void>,
  lockWrites: () => Promise<() => Promise<void>> = async () => async () => undefined,
  { oneProcess = false }: { oneProcess?: boolean } = {},
): Storage {
  let known: number | undefined;
  const remember = (version: number) => {
    known = version;
    return version;
  };
  /** Adds one to the version, in the transaction of a write. */
  const bump = async (tx: Database) => {
    const [row] = await tx
      .update(dataVersion)
      .set({ version: sql`${dataVersion.version} + 1` })
      .where(sql`${dataVersion.id} = 1`)
      .returning({ version: dataVersion.version });
    return Number(row.version);
  };
  const insertRows = async (tx: Database, rows: StoredRow[]) => {
    for (const part of chunks(rows))
      await tx
        .insert(records)
        .values(part)
        .onConflictDoUpdate({
          target: [records.collection, records.key],
          set: { position: sql`excluded.position`, doc: sql`excluded.doc` },
        });
  };
  const lists = sqlLists(db);
  const tallies = sqlTallies(db);
  return {
    lists: <T>(spec: ListSpec, request: ListRequest) => guarded('list', () => lists<T>(spec, request)),
    tallies: (request: TallyRequest) => guarded('tally', () => tallies(request)),
    load: () =>
      guarded('load', () =>
        // One snapshot: a write another process commits meanwhile is wholly in it or wholly not.
        db.transaction(
          async (tx): Promise<StoredData> => {
            const [version] = await tx.select().from(dataVersion);
            const kinds = await tx.select().from(collections);
            const rows = await tx.select().from(records);
            return {
              collections: new Map(kinds.map((row) => [row.name, row.kind as CollectionKind])),
              rows,
              version: remember(Number(version?.version ?? 0)),
            };
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        ),
      ),
    version: () =>
      oneProcess && known !== undefined
        ? Promise.resolve(known)
        : guarded('version', async () => {
            const [row] = await db.select().from(dataVersion);
            return remember(Number(row?.version ?? 0));
          }),
    lockWrites: () => guarded('lock', lockWrites),
    write: (changes: Changes) =>
      guarded('write', async () => {
        const version = await db.transaction(async (tx) => {
          if (changes.addCollections.length)
            await tx.insert(collections).values(changes.addCollections).onConflictDoNothing();
          await insertRows(tx as unknown as Database, changes.upserts);
          for (const part of chunks(changes.moves)) {
            const values = sql.join(
              part.map((m) => sql`(${m.collection}, ${m.key}, ${m.position}::integer)`),
              sql`, `,
            );
            await tx.execute(
              sql`update ${records} set position = v.position from (values ${values}) as v(collection, key, position)
                where ${records.collection} = v.collection and ${records.key} = v.key`,
            );
          }
          for (const part of chunks(changes.deletes)) {
            const values = sql.join(
              part.map((d) => sql`(${d.collection}, ${d.key})`),
              sql`, `,
            );
            await tx.execute(sql`delete from ${records} where (collection, key) in (${values})`);
          }
          return bump(tx as unknown as Database);
        });
        // A seed (new collections) changes what the lists' query plans should expect: statistics now,
        // rather than when autovacuum (which PGlite does not run) gets to it.
        if (changes.addCollections.length) await db.execute(sql`analyze records`);
        return remember(version);
      }),
    replace: (data: Omit<StoredData, 'version'>) =>
      guarded('reset', async () => {
        const version = await db.transaction(async (tx) => {
          await tx.delete(records);
          await tx.delete(collections);
          const kinds = [...data.collections].map(([name, kind]) => ({ name, kind }));
          if (kinds.length) await tx.insert(collections).values(kinds);
          await insertRows(tx as unknown as Database, data.rows);
          return bump(tx as unknown as Database);
        });
        await db.execute(sql`analyze records`);
        return remember(version);
      }),
    ping: () =>
      guarded('ping', async () => {
        await db.execute(sql`select 1`);
      }),
    close,
  };
}

/**
 * Takes PGlite's data folder for this process: PGlite is PostgreSQL inside this process, and two
 * processes on one folder would corrupt it. A lock left by a process that is gone is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8'));
      let alive = false;
      try {
        alive = Number.isInteger(pid) && pid > 0 && pid !== process.pid && process.kill(pid, 0);
      } catch {
        alive = false;
      }
      if (alive)
        throw new StartupError(
          `The data folder ${dataDir} is in use by process ${pid} (another server, or db:reset). ` +
            'Stop it first, or set ATRIUM_DATA_DIR to another folder.',
        );
      rmSync(file, { force: true });
    }
  }
  throw new StartupError(`Could not lock the data folder ${dataDir}`);
}

/** Opens PGlite in `dataDir` (created if needed), migrated. */
export async function openPglite(dataDir: string): Promise<Storage> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const db = drizzlePglite({ client }) as unknown as Database;
    await migrateLocked(db, (migrating, config) => migratePglite(migrating as never, config));
    const opened = client;
    return drizzleStorage(
      db,
      async () => {
        try {
          await opened.close();
        } finally {
          unlock();
        }
      },
      undefined,
      { oneProcess: true },
    );
  } catch (error) {
    await client?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

/** Connects to PostgreSQL at `url` (a pool), migrated. */
export async function openPostgres(url: string, onPoolError: (error: Error) => void): Promise<Storage> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    // A database that does not answer is a 503 within seconds, not a request hanging.
    connectionTimeoutMillis: 5000,
    query_timeout: 15000,
  });
  // An idle connection that breaks emits here; unhandled, it would end the process.
  pool.on('error', onPoolError);
  try {
    // The advisory lock belongs to a connection: the check and the migration run on the one that holds it.
    const client = await pool.connect();
    try {
      const db = drizzlePg({ client }) as unknown as Database;
      await migrateLocked(db, (migrating, config) => migratePg(migrating as never, config));
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const lockWrites = async () => {
    // Session-level: held by this connection until released, whatever the other connections do.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [WRITE_LOCK]);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return async () => {
      try {
        await client.query('select pg_advisory_unlock($1)', [WRITE_LOCK]);
        client.release();
      } catch (error) {
        // A connection that cannot unlock is closed, which releases its lock.
        client.release(error as Error);
      }
    };
  };
  return drizzleStorage(drizzlePg({ client: pool }) as unknown as Database, () => pool.end(), lockWrites);
}
