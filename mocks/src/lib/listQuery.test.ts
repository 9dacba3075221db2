import { db, resetMockDb } from '../db';
import { listRequestOf, memoryLists, type ListSpec, type RatioValue } from './listQuery';

const DONE: RatioValue = { kind: 'ratio', path: 'done', over: 'total' };
const SPEC: ListSpec = {
  collection: 'courses',
  search: [],
  filters: [{ params: ['hideDone'], filter: { kind: 'onlyBelow', value: DONE, limit: 1 } }],
  sort: { progress: DONE },
};

beforeEach(() => {
  resetMockDb();
  (db as unknown as { courses: unknown[] }).courses = [
    { id: 1, done: 3, total: 4 },
    { id: 2, done: 5, total: 5 },
    { id: 3, done: 0, total: 0 },
    { id: 4, done: 1, total: 'n/a' },
    { id: 5, done: 1, total: 8 },
  ];
});

const ids = async (query: string) =>
  (await memoryLists<{ id: number }>(SPEC, listRequestOf(SPEC, new URLSearchParams(query)))).rows.map(
    (row) => row.id,
  );

describe('a ratio of two fields', () => {
  it('sorts by value, a zero or unreadable total missing (lowest), ties in the stored order', async () => {
    expect(await ids('sortBy=progress&orderBy=asc')).toEqual([3, 4, 5, 1, 2]);
    expect(await ids('sortBy=progress&orderBy=desc')).toEqual([2, 1, 5, 3, 4]);
  });

  it('filters to the rows below the limit when the parameter is true (a missing value is not below)', async () => {
    expect(await ids('hideDone=true')).toEqual([1, 5]);
    expect(await ids('hideDone=false')).toEqual([1, 2, 3, 4, 5]);
  });
});
