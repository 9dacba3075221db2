import { apiModules } from '@atrium/mocks/handlers';
import { db } from '@atrium/mocks/db';
import {
  listRequestOf,
  memoryLists,
  textAt,
  type ListCondition,
  type ListSpec,
} from '@atrium/mocks/lib/listQuery';
import type { Storage } from '../storage';

/** JSON with object keys sorted: JSONB gives a document's keys in its own order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** Every sort both ways (the second page of the descending one), searches, and each filter with a value. */
function queriesOf(spec: ListSpec): string[] {
  const queries = [
    '',
    'itemsPerPage=-1',
    'q=a&itemsPerPage=25',
    'q=JO',
    'q=1&sortBy=x&orderBy=asc',
    'page=999',
    // LIKE's own characters are text in a search: %, _ and \.
    'q=%25',
    'q=_',
    'q=%5C',
  ];
  for (const key of Object.keys(spec.sort))
    queries.push(
      `sortBy=${key}&orderBy=asc`,
      `sortBy=${key}&orderBy=desc&page=2`,
      `q=e&sortBy=${key}&orderBy=desc`,
    );
  const samples: Record<string, string[]> = {
    equals: ['active', 'admin', 'Electronics', 'Published', 'enterprise'],
    equalsFolded: ['PAID', 'draft', 'Partial Payment'],
    boolean: ['true', 'false', 'maybe'],
    fromDay: ['2025-03-01', 'not a date'],
    toDay: ['2025-09-30T12:00:00Z'],
    onlyBelow: ['true', 'false'],
  };
  for (const { params, filter } of spec.filters)
    for (const value of samples[filter.kind])
      queries.push(
        `${params[0]}=${encodeURIComponent(value)}&sortBy=${Object.keys(spec.sort)[0]}&orderBy=asc`,
      );
  return queries;
}

/**
 * The lists as the database answers them (`storage.lists`) against the same lists computed in memory
 * over the working set the database holds: the differences, empty when the SQL adapter keeps the
 * semantics (mocks/src/lib/listQuery.ts). Run by `npm run test:api` on PGlite and on PostgreSQL.
 */
export async function listDifferences(storage: Storage): Promise<{ checked: number; differences: string[] }> {
  if (!storage.lists) throw new Error('This storage answers no lists');
  const differences: string[] = [];
  let checked = 0;
  for (const spec of apiModules.flatMap((m) => m.lists ?? [])) {
    // The handler's conditions, each alone and all together, on the values of the collection's first row.
    const first = (db[spec.collection] as unknown[])[0];
    const each: ListCondition[] = (spec.conditionPaths ?? []).map((path) => ({
      kind: 'is',
      path,
      value: textAt(first, path) ?? '',
    }));
    const conditionSets = [[], ...each.map((c) => [c]), ...(each.length > 1 ? [each] : [])];
    for (const [query, conditions] of queriesOf(spec).flatMap((q) =>
      conditionSets.map((c) => [q, c] as const),
    )) {
      const request = listRequestOf(spec, new URLSearchParams(query), conditions);
      const [memory, database] = [await memoryLists(spec, request), await storage.lists(spec, request)];
      checked += 1;
      if (canonical(memory) !== canonical(database))
        differences.push(
          `${spec.collection}?${query}: ${memory.total} in memory, ${database.total} in the database`,
        );
    }
  }
  return { checked, differences };
}
