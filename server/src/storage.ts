import type { ListPort } from '@atrium/mocks/lib/listQuery';
import type { TallyPort } from '@atrium/mocks/lib/tallyQuery';
import type { Changes, CollectionKind, StoredRow } from './rows';

/** Everything the database holds of the working set. */
export interface StoredData {
  collections: Map<string, CollectionKind>;
  rows: StoredRow[];
  /** The data's version: one more with every write, by any process (0 before the first). */
  version: number;
}

/**
 * Where the working set is kept. The server uses the database one (database.ts); the tests use
 * `memoryStorage`, which keeps the same promises: a write is whole or nothing.
 */
export interface Storage {
  /** Everything stored, as of one moment. */
  load(): Promise<StoredData>;
  /** Writes a save's changes in one transaction: all of them, or (throwing) none. The new version. */
  write(changes: Changes): Promise<number>;
  /** Empties the database and writes `data` instead, in one transaction (db:reset). The new version. */
  replace(data: Omit<StoredData, 'version'>): Promise<number>;
  /** The version now: another process has written when it is not the one last loaded or written. */
  version(): Promise<number>;
  /**
   * Holds the lock every API process takes to change the data (released by the returned function):
   * one write at a time across processes, each on the data as the one before left it.
   */
  lockWrites(): Promise<() => Promise<void>>;
  /** Answers when the database does (`select 1`); throws when it is unavailable. */
  ping(): Promise<void>;
  /** Closes the connection (PGlite: flushes and closes its files). */
  close(): Promise<void>;
  /** The lists answered by the database (sqlLists.ts); without it, from the working set in memory. */
  lists?: ListPort;
  /** The aggregates answered by the database (sqlTallies.ts); without it, from the working set. */
  tallies?: TallyPort;
}

/**
 * An in-memory Storage for tests. `failNext(n)` makes the next n writes (or loads, pings) throw,
 * as a database that went away would, without changing anything.
 */
export function memoryStorage(): Storage & {
  failNext(operations: number, which?: 'write' | 'load' | 'ping' | 'any'): void;
  data: StoredData;
  writes: Changes[];
  locks: number;
} {
  let failures = 0;
  let failing: 'write' | 'load' | 'ping' | 'any' = 'any';
  const maybeFail = (operation: 'write' | 'load' | 'ping') => {
    if (failures > 0 && (failing === 'any' || failing === operation)) {
      failures -= 1;
      throw new Error(`connection refused (${operation})`);
    }
  };
  const keyOf = (row: Pick<StoredRow, 'collection' | 'key'>) => `${row.collection}\u0000${row.key}`;
  const state = {
    data: { collections: new Map(), rows: [], version: 0 } as StoredData,
    /** Locks taken, for tests. */
    locks: 0,
    writes: [] as Changes[],
    failNext(operations: number, which: typeof failing = 'any') {
      failures = operations;
      failing = which;
    },
    async load() {
      maybeFail('load');
      return {
        collections: new Map(state.data.collections),
        rows: structuredClone(state.data.rows),
        version: state.data.version,
      };
    },
    async version() {
      maybeFail('load');
      return state.data.version;
    },
    async lockWrites() {
      state.locks += 1;
      return async () => undefined;
    },
    async write(changes: Changes) {
      maybeFail('write');
      const collections = new Map(state.data.collections);
      for (const { name, kind } of changes.addCollections) collections.set(name, kind);
      const rows = new Map(state.data.rows.map((row) => [keyOf(row), { ...row }]));
      for (const row of changes.upserts) rows.set(keyOf(row), structuredClone(row));
      for (const move of changes.moves) {
        const row = rows.get(keyOf(move));
        if (!row) throw new Error(`no row ${move.collection}/${move.key} to move`);
        row.position = move.position;
      }
      for (const gone of changes.deletes) rows.delete(keyOf(gone));
      state.data = { collections, rows: [...rows.values()], version: state.data.version + 1 };
      state.writes.push(structuredClone(changes));
      return state.data.version;
    },
    async replace(data: Omit<StoredData, 'version'>) {
      maybeFail('write');
      state.data = {
        collections: new Map(data.collections),
        rows: structuredClone(data.rows),
        version: state.data.version + 1,
      };
      return state.data.version;
    },
    async ping() {
      maybeFail('ping');
    },
    async close() {},
  };
  return state;
}

/**
 * A database operation that failed, with the driver's message and SQLSTATE only. drizzle's own error
 * names the query's parameters, and PostgreSQL's `detail` the failing row: both may hold a password
 * hash or a session, and the error is logged.
 */
export class StorageError extends Error {
  readonly code: string | undefined;
  constructor(operation: string, error: unknown) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    super(`database ${operation} failed: ${cause instanceof Error ? cause.message : 'unknown error'}`);
    const code = (cause as { code?: unknown } | undefined)?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}
