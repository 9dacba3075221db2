import { db, resetMockDb } from '@atrium/mocks/db';
import { SCALED_COLLECTIONS, scaleSampleData } from './sampleScale';

describe('scaleSampleData', () => {
  beforeEach(() => resetMockDb());

  it('makes the paged lists the given number of times larger, every row with an id of its own', () => {
    const before = Object.fromEntries(SCALED_COLLECTIONS.map((name) => [name, db[name].length]));
    scaleSampleData(db as unknown as Record<string, unknown>, 3);
    for (const name of SCALED_COLLECTIONS) {
      const rows = db[name] as { id: number }[];
      expect(rows).toHaveLength(before[name] * 3);
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    }
    expect(new Set(db.orders.map((o) => o.order)).size).toBe(db.orders.length);
    expect(new Set(db.customers.map((c) => c.email)).size).toBe(db.customers.length);
  });

  it('leaves the data as it is at 1, and refuses a scale that is not a whole number from 1', () => {
    scaleSampleData(db as unknown as Record<string, unknown>, 1);
    expect(db.products).toHaveLength(50);
    expect(() => scaleSampleData(db as unknown as Record<string, unknown>, 0)).toThrow(/whole number/);
  });
});
