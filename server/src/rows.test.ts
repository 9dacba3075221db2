import { diff, KindMismatch, RECORD_KEY, rowsOf, valueOf, type Snapshot } from './rows';

const snapshot = (collections: Record<string, ReturnType<typeof rowsOf>>): Snapshot =>
  new Map(Object.entries(collections));

describe('rowsOf', () => {
  test('a list whose elements have distinct ids is keyed by them, in order', () => {
    const rows = rowsOf('users', 'array', [
      { id: 2, name: 'b' },
      { id: 1, name: 'a' },
    ]);
    expect([...rows].map(([key, row]) => [key, row.position, row.json])).toEqual([
      ['id:2', 0, '{"id":2,"name":"b"}'],
      ['id:1', 1, '{"id":1,"name":"a"}'],
    ]);
  });

  test('any other list by a digest of each element, copies numbered; the same content, the same key', () => {
    const list = [{ userId: 1 }, { userId: 2 }, { userId: 1 }];
    const keys = [...rowsOf('credentials', 'array', list).keys()];
    expect(keys[0]).toMatch(/^h:[\w-]{20}$/);
    expect(keys[2]).toBe(`${keys[0]}#1`);
    expect(new Set(keys).size).toBe(3);
    expect([...rowsOf('credentials', 'array', [{ userId: 2 }]).keys()]).toEqual([keys[1]]);
    // Duplicate ids are not keys.
    expect([...rowsOf('x', 'array', [{ id: 1 }, { id: 1 }]).keys()].every((k) => k.startsWith('h:'))).toBe(
      true,
    );
  });

  test('a record is one row; a value of the wrong kind is refused', () => {
    expect([...rowsOf('settings', 'object', { a: 1 }).keys()]).toEqual([RECORD_KEY]);
    expect(() => rowsOf('users', 'array', {})).toThrow(KindMismatch);
    expect(() => rowsOf('settings', 'object', [])).toThrow(KindMismatch);
  });
});

test('valueOf rebuilds a list in the order of its positions, and a record', () => {
  expect(
    valueOf('array', [
      { key: 'b', position: 1, doc: 'second' },
      { key: 'a', position: 0, doc: 'first' },
    ]),
  ).toEqual(['first', 'second']);
  expect(valueOf('object', [{ key: RECORD_KEY, position: 0, doc: { a: 1 } }])).toEqual({ a: 1 });
  expect(valueOf('array', [])).toEqual([]);
});

test('diff: new and changed rows are upserted, moved ones only moved, gone ones deleted', () => {
  const before = snapshot({
    users: rowsOf('users', 'array', [{ id: 1 }, { id: 2 }, { id: 3, n: 'x' }]),
    settings: rowsOf('settings', 'object', { a: 1 }),
  });
  const after = snapshot({
    users: rowsOf('users', 'array', [{ id: 2 }, { id: 3, n: 'y' }, { id: 4 }]),
    settings: rowsOf('settings', 'object', { a: 1 }),
  });
  expect(diff(before, after)).toEqual({
    addCollections: [],
    upserts: [
      { collection: 'users', key: 'id:3', position: 1, doc: { id: 3, n: 'y' } },
      { collection: 'users', key: 'id:4', position: 2, doc: { id: 4 } },
    ],
    moves: [{ collection: 'users', key: 'id:2', position: 0 }],
    deletes: [{ collection: 'users', key: 'id:1' }],
  });
  expect(diff(after, after)).toEqual({ addCollections: [], upserts: [], moves: [], deletes: [] });
});
