import { sql, type SQL } from 'drizzle-orm';
import {
  eachPath,
  type TallyCondition,
  type TallyMeasure,
  type TallyPort,
  type TallyRequest,
} from '@atrium/mocks/lib/tallyQuery';
import type { Database } from './database';
import { resultRows } from './resultRows';
import { collectionIs, fieldJson, fieldText, folded, sortExpression } from './listSql';

const DAY_MS = 86_400_000;

/** A readable number's text as an exact numeric, else NULL (the pattern is `atrium_number`'s). */
const numeric = (text: string) =>
  `(CASE WHEN ${text} ~* '^\\s*-?(\\d+\\.?\\d*|\\.\\d+)(e[-+]?\\d+)?\\s*$' THEN (${text})::numeric END)`;

/** Whole cents of a number or money text: its decimal value × 100, rounded half away from zero. */
function cents(text: string, kind: 'number' | 'money'): string {
  const digits = kind === 'money' ? `regexp_replace(${text}, '[^0-9.-]', '', 'g')` : text;
  return `round(${numeric(digits)} * 100)`;
}

/** The UTC day (YYYY-MM-DD) of a date field, NULL when it cannot be read. */
const dayExpression = (path: string, column: string) =>
  `to_char(to_timestamp(${sortExpression(path, 'date', column)} / 1000) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** A condition on the fields of `column`: the record (`doc`) or, with `each`, the element. */
function conditionSql(condition: TallyCondition, column: string): SQL {
  const text = sql.raw(fieldText(condition.path, column));
  switch (condition.kind) {
    case 'is':
      return sql`${text} = ${String(condition.value)}`;
    case 'isNot':
      return sql`${text} <> ${String(condition.value)}`;
    case 'has':
      return sql`(${sql.raw(fieldJson(condition.path, column))}) @> jsonb_build_array(${condition.value}::text)`;
    case 'above':
      return sql`${sql.raw(sortExpression(condition.path, condition.valueKind, column))} > ${condition.value}::double precision`;
    case 'compare':
      return sql`(${text} COLLATE "C") ${sql.raw(condition.op)} ${condition.value}`;
    case 'compareFields':
      return sql`(${text} COLLATE "C") ${sql.raw(condition.op)} (${sql.raw(fieldText(condition.other, column))} COLLATE "C")`;
    case 'onDays': {
      // As epoch milliseconds, the expression the lists' date indexes are built on.
      const from = Date.parse(`${condition.from}T00:00:00Z`);
      const to = Date.parse(`${condition.to}T00:00:00Z`) + DAY_MS;
      const date = sql.raw(sortExpression(condition.path, 'date', column));
      return sql`(${date} >= ${from}::double precision and ${date} < ${to}::double precision)`;
    }
  }
}

const allOf = (conditions: TallyCondition[], column: string) =>
  conditions.length
    ? sql.join(
        conditions.map((c) => conditionSql(c, column)),
        sql` and `,
      )
    : sql`true`;

function measureSql(m: TallyMeasure, column: string): SQL {
  const only = m.where?.length ? sql` filter (where ${allOf(m.where, column)})` : sql``;
  switch (m.kind) {
    case 'count':
      return sql`count(*)${only}`;
    case 'sumCents': {
      const amount = cents(fieldText(m.path, column), m.valueKind);
      const value = m.times === undefined ? amount : `${amount} * ${numeric(fieldText(m.times, column))}`;
      return sql`coalesce(sum(${sql.raw(value)})${only}, 0)`;
    }
    case 'sumCentsOfEach': {
      const each = `(select sum(${cents(fieldText(m.path, 'element'), 'number')}) from ${elementsOf(fieldJson(m.list, column))} element)`;
      return sql`coalesce(sum(${sql.raw(each)})${only}, 0)`;
    }
    case 'distinct':
      return sql`count(distinct ${sql.raw(folded(fieldText(m.path, column)))})${only}`;
    case 'sumDays': {
      // Whole days, half away from zero: numeric round of the milliseconds apart over a day's.
      const [from, to] = [sortExpression(m.from, 'date', column), sortExpression(m.to, 'date', column)];
      return sql`coalesce(sum(round(((${sql.raw(to)}) - (${sql.raw(from)}))::numeric / 86400000))${only}, 0)`;
    }
    case 'min':
    case 'max':
      // NULL when no value can be read: NaN below.
      return sql`${sql.raw(m.kind)}(${sql.raw(sortExpression(m.path, m.valueKind, column))})${only}`;
  }
}

/** The elements of a JSONB list (none when the field is not a list). */
const elementsOf = (list: string) =>
  `jsonb_array_elements(CASE WHEN jsonb_typeof(${list}) = 'array' THEN ${list} ELSE '[]'::jsonb END)`;

/**
 * The SQL adapter of the tally port (mocks/src/lib/tallyQuery.ts describes the semantics): one
 * `select … group by` over `records` (and, with `each`, the elements of a list field, or of lists
 * nested in it, through one `jsonb_array_elements` per list), the figures
 * computed by PostgreSQL; only the groups' figures leave the database.
 */
export function sqlTallies(db: Database): TallyPort {
  return async (request: TallyRequest) => {
    // With `each`, one set of elements per list field, each within the elements before; the last is tallied.
    const lists = request.each === undefined ? [] : eachPath(request.each);
    const columns = lists.map((_, i) => (i === lists.length - 1 ? 'tallied' : `within${i}`));
    const column = lists.length ? 'tallied' : 'doc';
    const names = Object.keys(request.measures);
    const figures = sql.join(
      names.map(
        (name, i) =>
          sql`(${measureSql(request.measures[name], column)})::double precision as ${sql.raw(`m${i}`)}`,
      ),
      sql`, `,
    );
    const from = sql.raw(
      [
        'records',
        ...lists.map((path, i) => `${elementsOf(fieldJson(path, i ? columns[i - 1] : 'doc'))} ${columns[i]}`),
      ].join(', '),
    );
    // The collection as a literal, as the partial indexes name it (a parameter would not match them).
    const where = sql`${sql.raw(collectionIs(request))} and ${allOf(request.where, 'doc')}`;
    const { groupBy } = request;
    const groupColumn = groupBy?.ofRecord ? 'doc' : column;
    const group = groupBy
      ? sql.raw(
          groupBy.kind === 'day'
            ? dayExpression(groupBy.path, groupColumn)
            : `(${fieldText(groupBy.path, groupColumn)} COLLATE "C")`,
        )
      : undefined;
    const query = group
      ? sql`select ${group} as "group", ${figures} from ${from} where ${where} group by 1 order by 1 asc nulls last`
      : sql`select null as "group", ${figures} from ${from} where ${where}`;
    return resultRows(await db.execute(query)).map((row) => ({
      group: (row.group as string | null) ?? null,
      figures: Object.fromEntries(
        names.map((name, i) => [name, row[`m${i}`] === null ? NaN : Number(row[`m${i}`])]),
      ),
    }));
  };
}
