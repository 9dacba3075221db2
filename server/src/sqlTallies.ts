import { sql, type SQL } from 'drizzle-orm';
import type { TallyCondition, TallyMeasure, TallyPort, TallyRequest } from '@atrium/mocks/lib/tallyQuery';
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
const dayExpression = (path: string) =>
  `to_char(to_timestamp(atrium_date(${fieldText(path)}) / 1000) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

function conditionSql(condition: TallyCondition): SQL {
  switch (condition.kind) {
    case 'is':
      return sql`${sql.raw(fieldText(condition.path))} = ${String(condition.value)}`;
    case 'isNot':
      return sql`${sql.raw(fieldText(condition.path))} <> ${String(condition.value)}`;
    case 'has':
      return sql`(${sql.raw(fieldJson(condition.path))}) @> jsonb_build_array(${condition.value}::text)`;
    case 'above':
      return sql`${sql.raw(sortExpression(condition.path, condition.valueKind))} > ${condition.value}::double precision`;
    case 'onDays': {
      // As epoch milliseconds, the expression the lists' date indexes are built on.
      const from = Date.parse(`${condition.from}T00:00:00Z`);
      const to = Date.parse(`${condition.to}T00:00:00Z`) + DAY_MS;
      const date = sql.raw(sortExpression(condition.path, 'date'));
      return sql`(${date} >= ${from}::double precision and ${date} < ${to}::double precision)`;
    }
  }
}

const allOf = (conditions: TallyCondition[]) =>
  conditions.length ? sql.join(conditions.map(conditionSql), sql` and `) : sql`true`;

function measureSql(m: TallyMeasure): SQL {
  const only = m.where?.length ? sql` filter (where ${allOf(m.where)})` : sql``;
  switch (m.kind) {
    case 'count':
      return sql`count(*)${only}`;
    case 'sumCents':
      return sql`coalesce(sum(${sql.raw(cents(fieldText(m.path), m.valueKind))})${only}, 0)`;
    case 'sumCentsOfEach': {
      const list = fieldJson(m.list);
      const element = `(element #>> '{${m.path.split('.').join(',')}}')`;
      const each = `(select sum(${cents(element, 'number')}) from jsonb_array_elements(CASE WHEN jsonb_typeof(${list}) = 'array' THEN ${list} ELSE '[]'::jsonb END) element)`;
      return sql`coalesce(sum(${sql.raw(each)})${only}, 0)`;
    }
    case 'distinct':
      return sql`count(distinct ${sql.raw(folded(fieldText(m.path)))})${only}`;
  }
}

/**
 * The SQL adapter of the tally port (mocks/src/lib/tallyQuery.ts describes the semantics): one
 * `select … group by` over `records`, the figures computed by PostgreSQL; only the groups' figures
 * leave the database.
 */
export function sqlTallies(db: Database): TallyPort {
  return async (request: TallyRequest) => {
    const names = Object.keys(request.measures);
    const figures = sql.join(
      names.map(
        (name, i) => sql`(${measureSql(request.measures[name])})::double precision as ${sql.raw(`m${i}`)}`,
      ),
      sql`, `,
    );
    // The collection as a literal, as the partial indexes name it (a parameter would not match them).
    const where = sql`${sql.raw(collectionIs(request))} and ${allOf(request.where)}`;
    const { groupBy } = request;
    const group = groupBy
      ? sql.raw(groupBy.kind === 'day' ? dayExpression(groupBy.path) : folded(fieldText(groupBy.path)))
      : undefined;
    const query = group
      ? sql`select ${group} as "group", ${figures} from records where ${where} group by 1 order by 1 asc nulls last`
      : sql`select null as "group", ${figures} from records where ${where}`;
    return resultRows(await db.execute(query)).map((row) => ({
      group: (row.group as string | null) ?? null,
      figures: Object.fromEntries(names.map((name, i) => [name, Number(row[`m${i}`])])),
    }));
  };
}
