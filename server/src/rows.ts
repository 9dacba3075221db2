import { createHash } from 'node:crypto';

/** What a collection of the working set is: a list (one row per element) or a record (one row). */
export type CollectionKind = 'array' | 'object';

/** A row as it is stored: a collection's element (or whole record), its stable key and its place. */
export interface StoredRow {
  collection: string;
  key: string;
  position: number;
  doc: unknown;
}

/** A row as last saved: its place and its document serialized, to tell what a request changed. */
export interface SavedRow {
  position: number;
  json: string;
}

/** Every collection's rows by key, as last saved (or as about to be). */
export type Snapshot = Map<string, Map<string, SavedRow & { doc: unknown }>>;

/** The key of a record collection's single row. */
export const RECORD_KEY = '$';

/** Thrown when a collection's value is not of its declared kind (a list that is no longer an array). */
export class KindMismatch extends Error {}

/**
 * JSON with every object's keys sorted: the digest of an element must not depend on the order of its
 * keys, which PostgreSQL's jsonb does not keep (an element loaded back has them in jsonb's order).
 */
function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, (v as Record<string, unknown>)[k]]),
          )
        : v,
    ) ?? 'null'
  );
}

const idOf = (element: unknown): string | undefined => {
  if (typeof element !== 'object' || element === null || !('id' in element)) return undefined;
  const { id } = element as { id: unknown };
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

/**
 * A collection's rows. A list whose elements all have a distinct `id` is keyed by it (`id:<id>`): an
 * edit rewrites that element's row only. Any other list is keyed by a digest of each element's content
 * (`h:<digest>` of its JSON with sorted keys, and `#n` for its n-th copy): an edit is one row deleted and one inserted, but never a
 * rewrite of the elements after it, as a key by position would be. A record is one row.
 */
export function rowsOf(
  name: string,
  kind: CollectionKind,
  value: unknown,
): Map<string, SavedRow & { doc: unknown }> {
  const rows = new Map<string, SavedRow & { doc: unknown }>();
  if (kind === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new KindMismatch(`Collection ${name} should be a record`);
    rows.set(RECORD_KEY, { position: 0, json: JSON.stringify(value), doc: value });
    return rows;
  }
  if (!Array.isArray(value)) throw new KindMismatch(`Collection ${name} should be a list`);
  const ids = value.map(idOf);
  const byId = ids.every((id) => id !== undefined) && new Set(ids).size === ids.length;
  const copies = new Map<string, number>();
  value.forEach((element, position) => {
    // JSON has no `undefined`: an element that is undefined is stored as null, as JSON.stringify would.
    const json = JSON.stringify(element) ?? 'null';
    let key: string;
    if (byId) key = `id:${ids[position]}`;
    else {
      const digest = `h:${createHash('sha1').update(canonicalJson(element)).digest('base64url').slice(0, 20)}`;
      const n = copies.get(digest) ?? 0;
      copies.set(digest, n + 1);
      key = n === 0 ? digest : `${digest}#${n}`;
    }
    rows.set(key, { position, json, doc: element });
  });
  return rows;
}

/** A collection's value from its stored rows (a list in the order of `position`). */
export function valueOf(
  kind: CollectionKind,
  rows: readonly Pick<StoredRow, 'key' | 'position' | 'doc'>[],
): unknown {
  if (kind === 'object') return rows.find((row) => row.key === RECORD_KEY)?.doc ?? {};
  return [...rows].sort((a, b) => a.position - b.position).map((row) => row.doc);
}

/** What one save writes: all of it in one transaction. */
export interface Changes {
  /** Collections the database does not list yet (new in the code, or the first seed). */
  addCollections: { name: string; kind: CollectionKind }[];
  /** Rows new or whose document changed (with their position). */
  upserts: StoredRow[];
  /** Rows whose document is unchanged but whose place in the list moved. */
  moves: Omit<StoredRow, 'doc'>[];
  /** Rows gone. */
  deletes: Pick<StoredRow, 'collection' | 'key'>[];
}

export const noChanges = (changes: Changes): boolean =>
  !changes.addCollections.length &&
  !changes.upserts.length &&
  !changes.moves.length &&
  !changes.deletes.length;

/** The rows of `current` that differ from `saved`, collection by collection. */
export function diff(saved: Snapshot, current: Snapshot): Changes {
  const changes: Changes = { addCollections: [], upserts: [], moves: [], deletes: [] };
  for (const [collection, rows] of current) {
    const before = saved.get(collection) ?? new Map<string, SavedRow>();
    for (const [key, row] of rows) {
      const old = before.get(key);
      if (!old || old.json !== row.json)
        changes.upserts.push({ collection, key, position: row.position, doc: JSON.parse(row.json) });
      else if (old.position !== row.position) changes.moves.push({ collection, key, position: row.position });
    }
    for (const key of before.keys()) if (!rows.has(key)) changes.deletes.push({ collection, key });
  }
  return changes;
}
