import { sql, type SQL } from 'drizzle-orm';
import {
  dayOf,
  fold,
  sortOf,
  type ListPort,
  type ListRequest,
  type ListSpec,
} from '@atrium/mocks/lib/listQuery';
import { addDays } from '@atrium/mocks/lib/isoDays';
import type { Database } from './database';
import { resultRows } from './resultRows';
import {
  collectionIs,
  fieldJson,
  fieldText,
  filterExpression,
  searchExpression,
  valueExpression,
} from './listSql';

/** The WHERE clause of a request: the collection, the search, the filters (values as parameters). */
function whereOf(spec: ListSpec, request: ListRequest): SQL {
  const parts: SQL[] = [sql.raw(collectionIs(spec))];
  const q = fold(request.q);
  if (q && spec.search.length) {
    // `like` (with `%` and `_` in the text escaped) rather than strpos: a trigram index serves it.
    const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
    const anyField = spec.search.map((path) => sql`${sql.raw(searchExpression(path))} like ${pattern}`);
    parts.push(sql`(${sql.join(anyField, sql` or `)})`);
  }
  for (const condition of request.conditions) {
    if (condition.kind === 'is')
      parts.push(sql`${sql.raw(fieldText(condition.path))} = ${String(condition.value)}`);
    else
      parts.push(sql`(${sql.raw(fieldJson(condition.path))}) @> jsonb_build_array(${condition.value}::text)`);
  }
  spec.filters.forEach(({ filter }, i) => {
    const value = request.filters[i];
    if (value === null) return;
    const expression = sql.raw(filterExpression(filter));
    switch (filter.kind) {
      case 'equals':
        parts.push(sql`${expression} = ${value}`);
        break;
      case 'equalsFolded':
        parts.push(sql`${expression} = ${fold(value)}`);
        break;
      case 'boolean':
        if (value === 'true' || value === 'false') parts.push(sql`${expression} = ${value}`);
        break;
      case 'onlyBelow':
        if (value === 'true') parts.push(sql`${expression} < ${filter.limit}::double precision`);
        break;
      case 'fromDay':
      case 'toDay': {
        const day = dayOf(value);
        if (day !== null)
          parts.push(
            filter.kind === 'fromDay'
              ? sql`${expression} >= ${day}`
              : sql`${expression} < ${addDays(day, 1)}`,
          );
      }
    }
  });
  return sql.join(parts, sql` and `);
}

/** ORDER BY: the asked sort (missing values lowest), then the base order for ties. */
function orderOf(spec: ListSpec, request: ListRequest): SQL {
  const base = sql.raw(spec.newestFirst ? 'position desc' : 'position asc');
  const sort = sortOf(spec, request);
  if (!sort) return base;
  const direction = sort.descending ? 'desc nulls last' : 'asc nulls first';
  return sql`${sql.raw(valueExpression(sort))} ${sql.raw(direction)}, ${base}`;
}

/**
 * The SQL adapter of the list port: filtered, sorted, counted and paged by PostgreSQL (PGlite or a
 * server) over `records`, on the partial expression indexes of migration 0001. The database holds what
 * the working set holds between requests (each change is saved before it is answered), so a list read
 * here is the list the handlers would compute in memory.
 */
export function sqlLists(db: Database): ListPort {
  return async <T>(spec: ListSpec, request: ListRequest) => {
    const where = whereOf(spec, request);
    const count = async () =>
      Number(
        resultRows(await db.execute(sql`select count(*)::integer as total from records where ${where}`))[0]
          ?.total ?? 0,
      );
    // itemsPerPage 0: the count alone (the mailbox's sidebar figures).
    if (request.itemsPerPage === 0) return { total: await count(), rows: [] };
    const paging =
      request.itemsPerPage === -1
        ? sql``
        : sql` limit ${request.itemsPerPage} offset ${(request.page - 1) * request.itemsPerPage}`;
    const [total, page] = await Promise.all([
      count(),
      db.execute(sql`select doc from records where ${where} order by ${orderOf(spec, request)}${paging}`),
    ]);
    return { total, rows: resultRows(page).map((row) => row.doc as T) };
  };
}
