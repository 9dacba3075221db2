import { createHash } from 'node:crypto';
import type { ListFilter, ListSpec, ListValue, SortKind } from '@atrium/mocks/lib/listQuery';

/**
 * The SQL of the list specs (mocks/src/lib/listQuery.ts describes the semantics): each field is an
 * expression over `records.doc`, written with its path and collection as literals so that PostgreSQL
 * matches a query's expression to the partial index built on the same text (a parameter would not).
 * Paths and collections come from the specs in code, never from a request; they are quoted anyway.
 */

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The field's text, as `#>>` gives it (NULL when missing), of `doc` or another JSONB column. */
export const fieldText = (path: string, column = 'doc') =>
  `(${column} #>> ${literal(`{${path.split('.').join(',')}}`)})`;

/** The field as JSON (`#>`): a list's elements for `@>`. */
export const fieldJson = (path: string, column = 'doc') =>
  `(${column} #> ${literal(`{${path.split('.').join(',')}}`)})`;

/** ASCII-folded text under byte order: what `fold` and the code-point comparison do in memory. */
export const folded = (expression: string) => `lower(${expression} COLLATE "C")`;

/** The sort value of a field (text: folded, never NULL; the others: a number or NULL). */
export function sortExpression(path: string, kind: SortKind, column = 'doc'): string {
  const text = fieldText(path, column);
  switch (kind) {
    case 'text':
      return folded(`coalesce(${text}, '')`);
    case 'number':
      return `atrium_number(${text})`;
    case 'money':
      return `atrium_money(${text})`;
    case 'date':
      return `atrium_date(${text})`;
  }
}

/** A value of a list (a ratio: NULL when either number is unreadable or the second is 0). */
export function valueExpression(value: ListValue): string {
  if (value.kind !== 'ratio') return sortExpression(value.path, value.kind);
  return `(${sortExpression(value.path, 'number')} / nullif(${sortExpression(value.over, 'number')}, 0))`;
}

/** What a search field's text is matched as (`like '%q%'`, on a trigram index). */
export const searchExpression = (path: string) => folded(`coalesce(${fieldText(path)}, '')`);

/** The expression a filter compares with its parameter. */
export function filterExpression(filter: ListFilter): string {
  if (filter.kind === 'onlyBelow') return valueExpression(filter.value);
  const text = fieldText(filter.path);
  if (filter.kind === 'equalsFolded') return folded(text);
  if (filter.kind === 'fromDay' || filter.kind === 'toDay') return `(${text} COLLATE "C")`;
  return text;
}

export const collectionIs = (spec: Pick<ListSpec, 'collection'>) =>
  `collection = ${literal(spec.collection)}`;

/**
 * The partial indexes the specs' sorts and filters use, one per distinct expression of a collection.
 * Named after a hash of their definition, so a changed spec asks for a new index (and a new migration).
 */
export function listIndexStatements(specs: readonly ListSpec[]): string[] {
  const statements = new Map<string, string>();
  for (const spec of specs) {
    const expressions = [
      ...Object.values(spec.sort).map(valueExpression),
      ...(spec.defaultSort ? [valueExpression(spec.defaultSort)] : []),
      ...spec.filters.map((f) => filterExpression(f.filter)),
      ...(spec.conditionPaths ?? []).map((path) => fieldText(path)),
    ];
    const definitions = [
      // NULLS FIRST: read forwards it is a sort's `asc nulls first`, backwards its `desc nulls last`.
      ...expressions.map(
        (expression) => `ON records ((${expression}) NULLS FIRST) WHERE ${collectionIs(spec)}`,
      ),
      // A search matches `%text%` anywhere: trigrams (pg_trgm) find the rows without reading them all.
      ...spec.search.map(
        (path) =>
          `ON records USING gin ((${searchExpression(path)}) gin_trgm_ops) WHERE ${collectionIs(spec)}`,
      ),
    ];
    for (const definition of definitions) {
      const hash = createHash('sha256').update(definition).digest('hex').slice(0, 10);
      const name = `records_${spec.collection}_${hash}`.toLowerCase();
      statements.set(name, `CREATE INDEX IF NOT EXISTS ${name} ${definition};`);
    }
  }
  return [...statements.values()].sort();
}
