/**
 * In the browser the mock API's data would last as long as the document: a reload would undo every
 * save. So the data (all of `db`, sign-in passwords included: sample data in the visitor's own browser) is kept in
 * local storage under a versioned key, written after each request that may change it and read when
 * the worker starts. A missing, malformed or other-version value is ignored (the sample data stays);
 * a full or disabled storage keeps the data in memory. Elsewhere (jest, the Node server) no storage is
 * given and nothing is kept.
 *
 * Bump DB_VERSION when the sample data or the shape of a collection changes: stored data of another
 * version is dropped, so nobody keeps data the handlers no longer understand.
 */
export const DB_VERSION = 10;
export const DB_KEY = `atrium-mock-db-v${DB_VERSION}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;
type Data = Record<string, unknown>;

const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

let storage: Store | null = null;

/**
 * Keeps the data in `store` from now on, and returns what was kept before: the collections named in
 * `kinds` as stored, or null when nothing usable is stored. A stored value is usable only whole: the
 * right version and every collection present, a list or a record as `kinds` says.
 */
export function keepDbIn<T extends Data>(
  store: Store,
  kinds: Record<keyof T, 'array' | 'object'>,
): Partial<T> | null {
  storage = store;
  try {
    const saved: unknown = JSON.parse(store.getItem(DB_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return null;
    const { version, data } = saved as { version?: unknown; data?: unknown };
    if (version !== DB_VERSION || !data || typeof data !== 'object' || Array.isArray(data)) return null;
    const restored: Data = {};
    for (const [key, expected] of Object.entries(kinds)) {
      const value = (data as Data)[key];
      if (kind(value) !== expected) return null;
      restored[key] = value;
    }
    return restored as Partial<T>;
  } catch {
    return null;
  }
}

/** The data as stored. */
export function serializeDb(db: Data): string {
  return JSON.stringify({ version: DB_VERSION, data: db });
}

/** Saves the data after a change; a full or disabled storage keeps it in memory only. */
export function saveDb(db: Data): void {
  if (!storage) return;
  try {
    storage.setItem(DB_KEY, serializeDb(db));
  } catch {
    // storage full or disabled: the changes last as long as the page
  }
}

let changedByRead = false;

/**
 * Said by a handler that changes the data while answering a read (opening a chat marks its messages
 * seen): the worker then saves after that GET too, as it does after every other method.
 */
export function markDbChanged(): void {
  changedByRead = true;
}

/** Whether a read changed the data since this was last asked (and forgets it). */
export function takeDbChange(): boolean {
  const changed = changedByRead;
  changedByRead = false;
  return changed;
}

/** Stops keeping the data (tests). */
export function forgetDbStorage(): void {
  storage = null;
}
