import {
  diff,
  noChanges,
  rowsOf,
  valueOf,
  type Changes,
  type CollectionKind,
  type SavedRow,
  type Snapshot,
  type StoredRow,
} from './rows';
import type { Storage, StoredData } from './storage';
import { auditEntriesOf, expiredAuditEntries, type AuditContext } from './audit';

/**
 * The working set: the mock API's `db` object (its collections, as `COLLECTION_KINDS` lists them) and
 * how to make it the sample data again (`resetMockDb`: each collection is then built when first read).
 */
export interface WorkingSet {
  db: Record<string, unknown>;
  kinds: Readonly<Record<string, CollectionKind>>;
  reset(): void;
  /** Brings data an earlier version stored up to date, in place; names what it changed. */
  upgrade?(): string[];
  /** The list collection a save appends its audit entries to (server/src/audit.ts); none: no audit. */
  auditLog?: string;
  /** How many days audit entries are kept (AUDIT_RETENTION_DAYS); 0 or none: for ever. */
  auditRetentionDays?: number;
}

/** A save that did not reach the database: the working set was reloaded from it. */
export class SaveFailed extends Error {}
/** The database cannot be read: the working set is not known to match it, so nothing is answered. */
export class DatabaseUnavailable extends Error {}

export const SAVE_FAILED_MESSAGE = 'The change could not be saved. Nothing was changed; try again.';
export const UNAVAILABLE_MESSAGE = 'The database is unavailable. Try again in a moment.';

/** Builds the sample data of `names` (all collections when omitted) without touching the others. */
export function buildSampleData(set: WorkingSet, names: readonly string[] = Object.keys(set.kinds)) {
  const kept = new Map<string, PropertyDescriptor | undefined>();
  for (const name of Object.keys(set.kinds)) kept.set(name, Object.getOwnPropertyDescriptor(set.db, name));
  set.reset();
  // Reading a collection builds it (deterministically, from the sample data's own seed).
  const built = Object.fromEntries(names.map((name) => [name, set.db[name]]));
  for (const [name, descriptor] of kept) if (descriptor) Object.defineProperty(set.db, name, descriptor);
  return built;
}

/**
 * Keeps the working set and the database in step. The working set is the truth the handlers read and
 * change in memory; after a request that may have changed it, `save()` writes the rows that differ
 * from what was last saved, in one transaction. If that fails, the working set is reloaded from the
 * database (the change is dropped) and the request must not be answered as a success.
 *
 * Several processes over one database (PostgreSQL) stay in step through the data's version: before a
 * request, `sync()` reloads the working set when another process has written since this one last
 * loaded or wrote; a request that may write first takes the lock every process takes to write
 * (`lockWrites()`), so it changes the data as the last write left it and its save cannot overwrite
 * another's.
 */
export class Persistence {
  private saved: Snapshot = new Map();
  /** The version of the data the working set is (as loaded, or as this process last wrote it). */
  private version = 0;
  /** True when the working set may differ from the database (a reload failed): reload before answering. */
  private stale = false;

  constructor(
    private readonly storage: Storage,
    private readonly set: WorkingSet,
  ) {}

  /** The rows of every collection of the working set, now. */
  private snapshot(): Snapshot {
    const snapshot: Snapshot = new Map();
    for (const [name, kind] of Object.entries(this.set.kinds))
      snapshot.set(name, rowsOf(name, kind, this.set.db[name]));
    return snapshot;
  }

  /**
   * Loads the working set from the database. A database with no collection is seeded (every collection's
   * sample data, one transaction); a collection the code has and the database has not (added since) gets its
   * sample data, saved at once. A collection stored with another kind than the code's stops the start.
   * Data stored by an earlier version of the code is upgraded (`WorkingSet.upgrade`) and saved at once.
   */
  async start(): Promise<{ seeded: boolean; added: string[]; upgraded: string[] }> {
    // Under the write lock: two processes starting on an empty database seed it once.
    const release = await this.storage.lockWrites();
    try {
      const data = await this.storage.load();
      const seeded = data.collections.size === 0;
      this.version = data.version;
      const added = this.apply(data);
      const upgraded = this.set.upgrade?.() ?? [];
      if (added.length || upgraded.length) await this.write(added);
      return { seeded, added, upgraded };
    } finally {
      await release();
    }
  }

  /** Puts the stored data in the working set; returns the collections missing from it (built from the seed). */
  private apply(data: StoredData): string[] {
    const byCollection = new Map<string, StoredRow[]>();
    for (const row of data.rows) {
      const rows = byCollection.get(row.collection);
      if (rows) rows.push(row);
      else byCollection.set(row.collection, [row]);
    }
    for (const [name, kind] of Object.entries(this.set.kinds)) {
      const stored = data.collections.get(name);
      if (stored && stored !== kind)
        throw new Error(
          `The database holds collection ${name} as a ${stored === 'array' ? 'list' : 'record'}, the code as a ` +
            `${kind === 'array' ? 'list' : 'record'}: run npm run db:reset (it empties the database and seeds it again).`,
        );
    }
    const missing = Object.keys(this.set.kinds).filter((name) => !data.collections.has(name));
    const built = buildSampleData(this.set, missing);
    for (const [name, kind] of Object.entries(this.set.kinds))
      this.set.db[name] = data.collections.has(name)
        ? valueOf(kind, byCollection.get(name) ?? [])
        : built[name];
    // What the database holds, by the keys it holds them under (the next save deletes exactly those it
    // no longer needs); the missing collections count as never saved.
    this.saved = new Map();
    for (const name of Object.keys(this.set.kinds)) {
      if (!data.collections.has(name)) continue;
      const rows = new Map<string, SavedRow & { doc: unknown }>();
      for (const row of byCollection.get(name) ?? [])
        rows.set(row.key, { position: row.position, json: JSON.stringify(row.doc) ?? 'null', doc: row.doc });
      this.saved.set(name, rows);
    }
    this.stale = false;
    return missing;
  }

  /**
   * Writes what differs from the last save (and registers `newCollections`); updates the snapshot. With
   * an audit context, the entries of these changes are appended to the audit log and written with them.
   */
  private async write(newCollections: string[] = [], audit?: AuditContext): Promise<string[]> {
    if (audit) this.pruneAudit(audit.at);
    const current = this.snapshot();
    const changes = diff(this.saved, current);
    changes.addCollections = newCollections.map((name) => ({ name, kind: this.set.kinds[name] }));
    if (audit && this.set.auditLog) this.appendAudit(changes, current, audit, this.set.auditLog);
    if (noChanges(changes)) return [];
    this.version = await this.storage.write(changes);
    this.saved = current;
    return [
      ...new Set([...changes.upserts, ...changes.moves, ...changes.deletes].map((row) => row.collection)),
    ];
  }

  /** Drops the audit entries past their retention (in the working set: the save deletes their rows). */
  private pruneAudit(at: string) {
    const { auditLog, auditRetentionDays = 0 } = this.set;
    const log = auditLog ? (this.set.db[auditLog] as { at: string }[] | undefined) : undefined;
    if (!log) return;
    const expired = expiredAuditEntries(log, at, auditRetentionDays);
    if (expired > 0) log.splice(0, expired);
  }

  /** Appends the audit entries of `changes` to the log, in the working set, the snapshot and the changes. */
  private appendAudit(changes: Changes, current: Snapshot, context: AuditContext, collection: string) {
    const users = this.set.db.users as { id: number; fullName: string; email: string }[] | undefined;
    const userName = (id: number) => {
      const user = users?.find((u) => u.id === id);
      return user && { name: user.fullName, email: user.email };
    };
    const entries = auditEntriesOf(changes, this.saved, context, userName);
    if (!entries.length) return;
    const log = this.set.db[collection] as { id: number }[];
    const rows = current.get(collection) ?? new Map();
    // Appended in id order: the last entry has the highest id (no walk over the whole log per save).
    let id = log.at(-1)?.id ?? 0;
    for (const entry of entries) {
      const doc = { id: (id += 1), ...entry };
      log.push(doc);
      const row = { collection, key: `id:${doc.id}`, position: log.length - 1, doc };
      changes.upserts.push(row);
      rows.set(row.key, { position: row.position, json: JSON.stringify(doc), doc });
    }
    current.set(collection, rows);
  }

  /**
   * Saves the changes a request made (with `audit`, who made it: its audit entries are written in the
   * same transaction). On failure, reloads the working set from the database (the change is dropped)
   * and throws SaveFailed; if even that fails, DatabaseUnavailable (and the next request reloads first).
   * Answers the collections it wrote.
   */
  async save(audit?: AuditContext): Promise<string[]> {
    try {
      return await this.write([], audit);
    } catch (error) {
      await this.reload();
      throw new SaveFailed(SAVE_FAILED_MESSAGE, { cause: error });
    }
  }

  /** Makes the working set the database's again (a failed save, a handler that threw half-way). */
  async reload(): Promise<void> {
    let data: StoredData;
    try {
      data = await this.storage.load();
    } catch (error) {
      this.stale = true;
      throw new DatabaseUnavailable(UNAVAILABLE_MESSAGE, { cause: error });
    }
    this.apply(data);
    this.version = data.version;
  }

  /**
   * Before a request: the working set becomes the database's again if a reload failed earlier or
   * another process has written since (or DatabaseUnavailable); answers whether it reloaded.
   */
  async sync(): Promise<boolean> {
    if (this.stale) {
      await this.reload();
      return true;
    }
    let current: number;
    try {
      current = await this.storage.version();
    } catch (error) {
      throw new DatabaseUnavailable(UNAVAILABLE_MESSAGE, { cause: error });
    }
    if (current === this.version) return false;
    await this.reload();
    return true;
  }

  /** Takes the write lock shared by every process (see the class); resolves to its release. */
  async lockWrites(): Promise<() => Promise<void>> {
    try {
      return await this.storage.lockWrites();
    } catch (error) {
      throw new DatabaseUnavailable(UNAVAILABLE_MESSAGE, { cause: error });
    }
  }

  /** Empties the database and seeds it again (db:reset); the working set becomes the sample data. */
  async reseed(): Promise<void> {
    const built = buildSampleData(this.set);
    const collections = new Map(Object.entries(this.set.kinds));
    const rows: StoredRow[] = [];
    for (const [name, kind] of collections)
      for (const [key, row] of rowsOf(name, kind, built[name]))
        rows.push({ collection: name, key, position: row.position, doc: JSON.parse(row.json) });
    this.version = await this.storage.replace({ collections, rows });
    for (const name of collections.keys()) this.set.db[name] = built[name];
    this.saved = this.snapshot();
    this.stale = false;
  }
}
