import { COLLECTION_KINDS, db, resetMockDb } from '@atrium/mocks/db';
import { buildSampleData, DatabaseUnavailable, Persistence, SaveFailed } from './persistence';
import { memoryStorage, StorageError } from './storage';
import { orderRow, type StoredOrder } from '@atrium/ecommerce/api/data/orders';
import { workingSet } from './testing/harness';

const names = Object.keys(COLLECTION_KINDS);

beforeEach(() => resetMockDb());

test('the first start seeds every collection in one write; the next loads it without writing', async () => {
  const storage = memoryStorage();
  expect(await new Persistence(storage, workingSet()).start()).toEqual({
    seeded: true,
    added: names,
    upgraded: [],
  });
  expect(storage.writes).toHaveLength(1);
  expect(storage.writes[0].addCollections.map((c) => c.name).sort()).toEqual([...names].sort());
  const seeded = JSON.stringify(names.map((name) => (db as unknown as Record<string, unknown>)[name]));

  resetMockDb();
  db.users.length = 0; // whatever is in memory is replaced by what is stored
  expect(await new Persistence(storage, workingSet()).start()).toEqual({
    seeded: false,
    added: [],
    upgraded: [],
  });
  expect(storage.writes).toHaveLength(1);
  expect(JSON.stringify(names.map((name) => (db as unknown as Record<string, unknown>)[name]))).toBe(seeded);
});

test('a collection new in the code gets its sample data; one a user emptied stays empty', async () => {
  const storage = memoryStorage();
  await new Persistence(storage, workingSet()).start();
  // As if `categories` had been added to db.ts since the last start; `roles` emptied by users.
  storage.data.collections.delete('categories');
  storage.data.rows = storage.data.rows.filter((r) => r.collection !== 'roles');

  resetMockDb();
  expect(await new Persistence(storage, workingSet()).start()).toEqual({
    seeded: false,
    added: ['categories'],
    upgraded: [],
  });
  expect(storage.writes.at(-1)!.addCollections).toEqual([{ name: 'categories', kind: 'array' }]);
  expect(storage.data.collections.get('categories')).toBe('array');
  expect(db.roles).toEqual([]);
  expect(db.users.length).toBeGreaterThan(0);
});

test('a collection stored with another kind stops the start with what to do', async () => {
  const storage = memoryStorage();
  await new Persistence(storage, workingSet()).start();
  storage.data.collections.set('users', 'object');
  await expect(new Persistence(storage, workingSet()).start()).rejects.toThrow(/users as a record.*db:reset/);
});

test('a failed save reloads the stored data and says so; a failed reload marks it stale', async () => {
  const storage = memoryStorage();
  const persistence = new Persistence(storage, workingSet());
  await persistence.start();
  const stored = db.users.length;

  db.users.pop();
  storage.failNext(1, 'write');
  await expect(persistence.save()).rejects.toThrow(SaveFailed);
  expect(db.users).toHaveLength(stored);

  db.users.pop();
  storage.failNext(2, 'any');
  await expect(persistence.save()).rejects.toThrow(DatabaseUnavailable);
  await expect(persistence.sync()).resolves.toBe(true); // the database answers again: reloaded
  expect(db.users).toHaveLength(stored);
  await expect(persistence.sync()).resolves.toBe(false); // and is not reloaded twice
});

test('reseed makes the database and the working set the sample data again', async () => {
  const storage = memoryStorage();
  const persistence = new Persistence(storage, workingSet());
  await persistence.start();
  db.users.length = 0;
  await persistence.save();
  expect(storage.data.rows.some((r) => r.collection === 'users')).toBe(false);

  await persistence.reseed();
  expect(db.users.length).toBeGreaterThan(0);
  expect(storage.data.rows.filter((r) => r.collection === 'users')).toHaveLength(db.users.length);
});

test('buildSampleData builds the collections asked for without touching the others', () => {
  db.users.length = 0;
  const built = buildSampleData(workingSet(), ['roles']);
  expect((built.roles as unknown[]).length).toBeGreaterThan(0);
  expect(db.users).toEqual([]);
});

test("a database error keeps the driver's message and code, never the query's parameters or the row", () => {
  const driver = Object.assign(new Error('null value in column "doc" violates not-null constraint'), {
    code: '23502',
    detail: 'Failing row contains (credentials, h:abc, 0, {"passwordHash":"scrypt$secret"})',
  });
  const drizzle = new Error('Failed query: insert into "records" ... params: credentials,scrypt$secret', {
    cause: driver,
  });
  const error = new StorageError('write', drizzle);
  expect(error.message).toBe(
    'database write failed: null value in column "doc" violates not-null constraint',
  );
  expect(error.code).toBe('23502');
  expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain('secret');
});

test('rows loaded with their keys in another order (jsonb) keep their keys: a change leaves no orphan row', async () => {
  const storage = memoryStorage();
  await new Persistence(storage, workingSet()).start();
  const reversed = (doc: unknown) =>
    doc && typeof doc === 'object' && !Array.isArray(doc)
      ? Object.fromEntries(Object.entries(doc).reverse())
      : doc;
  storage.data.rows = storage.data.rows.map((row) => ({ ...row, doc: reversed(row.doc) }));
  const credentials = () => storage.data.rows.filter((r) => r.collection === 'credentials');
  const stored = credentials().length;

  resetMockDb();
  const persistence = new Persistence(storage, workingSet());
  await persistence.start();
  db.credentials[0].passwordHash = 'changed';
  await persistence.save();
  expect(credentials()).toHaveLength(stored);
  // Nothing else was rewritten: the reordered rows kept their keys.
  expect(storage.writes.at(-1)!.upserts).toHaveLength(1);
  expect(storage.writes.at(-1)!.deletes).toHaveLength(1);
});

/** A working set of its own (not the mock's `db`), as a second API process would have. */
function processSet() {
  const db: Record<string, unknown> = {};
  return {
    db,
    kinds: { notes: 'array' } as const,
    reset: () => {
      db.notes = [{ id: 1, text: 'seeded' }];
    },
  };
}

describe('two API processes over one database', () => {
  it('each sees what the other wrote at its next request, and neither overwrites the other', async () => {
    const storage = memoryStorage();
    const [a, b] = [processSet(), processSet()];
    const [first, second] = [new Persistence(storage, a), new Persistence(storage, b)];
    await first.start();
    await second.start();

    (a.db.notes as object[]).push({ id: 2, text: 'by the first' });
    await first.save();
    expect(b.db.notes).toEqual([{ id: 1, text: 'seeded' }]);
    await second.sync();
    expect(b.db.notes).toEqual([
      { id: 1, text: 'seeded' },
      { id: 2, text: 'by the first' },
    ]);

    // The second writes on top of the first's change: the first's note is kept.
    (b.db.notes as object[]).push({ id: 3, text: 'by the second' });
    await second.save();
    await first.sync();
    expect((a.db.notes as { id: number }[]).map((n) => n.id)).toEqual([1, 2, 3]);
    expect(storage.data.rows.map((r) => r.key).sort()).toEqual(['id:1', 'id:2', 'id:3']);
  });

  it('does not reload when nobody else wrote', async () => {
    const storage = memoryStorage();
    const set = processSet();
    const persistence = new Persistence(storage, set);
    await persistence.start();
    const notes = set.db.notes;
    await persistence.sync();
    expect(set.db.notes).toBe(notes);
  });

  it('answers 503 when the version cannot be read', async () => {
    const storage = memoryStorage();
    const persistence = new Persistence(storage, processSet());
    await persistence.start();
    storage.failNext(1, 'load');
    await expect(persistence.sync()).rejects.toThrow(DatabaseUnavailable);
  });
});

test('orders stored before they carried their lines get the lines their details showed, saved at once', async () => {
  const storage = memoryStorage();
  await new Persistence(storage, workingSet()).start();
  const expected = JSON.stringify(db.orders.slice(0, 3));
  // As stored by the previous version: list rows only, and an address saved for order 2 on the side.
  const address = {
    line1: '1 Quay Street',
    city: 'Cork',
    state: 'Munster',
    postcode: 'T12',
    country: 'Ireland',
  };
  for (const row of storage.data.rows)
    if (row.collection === 'orders') row.doc = orderRow(row.doc as StoredOrder);
    else if (row.collection === 'orderAddresses') row.doc = { '2': { shipping: address } };
  const writes = storage.writes.length;

  resetMockDb();
  const started = await new Persistence(storage, workingSet()).start();
  expect(started.upgraded).toEqual([
    'orders: lines, totals, addresses and activity stored',
    'orders: saved addresses moved into the orders',
  ]);
  expect(storage.writes).toHaveLength(writes + 1);
  const upgraded = JSON.parse(expected) as StoredOrder[];
  upgraded[1].shippingAddress = address;
  expect(db.orders.slice(0, 3)).toEqual(upgraded);
  expect(db.orderAddresses).toEqual({});

  // Upgraded once: the next start changes nothing.
  resetMockDb();
  expect((await new Persistence(storage, workingSet()).start()).upgraded).toEqual([]);
  expect(storage.writes).toHaveLength(writes + 1);
});
