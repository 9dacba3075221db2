import { COLLECTION_KINDS, db, resetMockDb } from './db';

const built = (name: keyof typeof db) => 'value' in Object.getOwnPropertyDescriptor(db, name)!;

beforeEach(() => resetMockDb());

test('a collection is built when first read, and the others are left unbuilt', () => {
  expect(built('users')).toBe(false);
  expect(db.users.length).toBeGreaterThan(0);
  expect(built('users')).toBe(true);
  expect(built('emails')).toBe(false);
  expect(built('shipments')).toBe(false);
});

test('an assigned collection is kept, and a reset brings the sample data back', () => {
  const sample = db.products.length;
  db.products = [];
  expect(db.products).toEqual([]);
  resetMockDb();
  expect(db.products).toHaveLength(sample);
});

test('every collection is the kind it is declared, and all of them serialise', () => {
  const data = JSON.parse(JSON.stringify(db)) as Record<string, unknown>;
  expect(Object.keys(data).sort()).toEqual(Object.keys(COLLECTION_KINDS).sort());
  for (const [name, kind] of Object.entries(COLLECTION_KINDS)) {
    expect([name, Array.isArray(data[name]) ? 'array' : typeof data[name]]).toEqual([name, kind]);
  }
});
