import { COLLECTION_KINDS, db, resetMockDb } from '../db';
import {
  DB_KEY,
  DB_VERSION,
  forgetDbStorage,
  keepDbIn,
  markDbChanged,
  saveDb,
  serializeDb,
  takeDbChange,
} from './persistedDb';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[DB_KEY, initial]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const sample = () => {
  resetMockDb();
  return structuredClone(db);
};

afterEach(() => {
  forgetDbStorage();
  resetMockDb();
});

test('data saved after a change is read back whole on the next start, password hashes included', () => {
  const store = memoryStorage();
  expect(keepDbIn<typeof db>(store, COLLECTION_KINDS)).toBeNull();
  db.products = db.products.slice(1);
  db.credentials[0].passwordHash = 'scrypt$changed';
  db.ecommerceSettings = { ...db.ecommerceSettings, store: { ...db.ecommerceSettings.store, name: 'Kept' } };
  saveDb(db);

  const restored = keepDbIn<typeof db>(store, COLLECTION_KINDS);
  expect(restored?.products).toHaveLength(sample().products.length - 1);
  expect(restored?.ecommerceSettings?.store.name).toBe('Kept');
  expect(restored?.credentials?.[0].passwordHash).toBe('scrypt$changed');
  expect(JSON.parse(store.items.get(DB_KEY) ?? '{}')).toMatchObject({ version: DB_VERSION });
});

test('a missing, malformed or other-version stored value gives the sample data, never throws', () => {
  const good = JSON.parse(serializeDb(sample())) as { version: number; data: Record<string, unknown> };
  const broken = [
    '{not json',
    'null',
    '"text"',
    '[]',
    JSON.stringify({ version: DB_VERSION + 1, data: good.data }),
    JSON.stringify({ version: DB_VERSION }),
    JSON.stringify({ version: DB_VERSION, data: [] }),
    JSON.stringify({ version: DB_VERSION, data: { ...good.data, products: {} } }),
    JSON.stringify({ version: DB_VERSION, data: { ...good.data, users: undefined } }),
  ];
  for (const value of broken) expect(keepDbIn<typeof db>(memoryStorage(value), COLLECTION_KINDS)).toBeNull();
});

test('a storage that refuses to save keeps the data in memory', () => {
  keepDbIn<typeof db>(
    {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    },
    COLLECTION_KINDS,
  );
  db.users = [];
  expect(() => saveDb(db)).not.toThrow();
  expect(db.users).toEqual([]);
});

test('without a storage (jest, the Node server) nothing is kept', () => {
  expect(() => saveDb(db)).not.toThrow();
});

test('the stored data stays small (reported size of the sample data)', () => {
  const bytes = new TextEncoder().encode(serializeDb(sample())).length;
  // Far under the ~5 MB local storage gives an origin, so every collection is kept.
  expect(bytes).toBeLessThan(1_000_000);
});

test('a read that changed the data is told once, so the worker saves after it', () => {
  expect(takeDbChange()).toBe(false);
  markDbChanged();
  expect(takeDbChange()).toBe(true);
  expect(takeDbChange()).toBe(false);
});
