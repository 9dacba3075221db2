import { db } from '../db';
import { NUMBER, fold, moneyDigits, sortValue, textAt, valueAt, type ListCondition } from './listQuery';

/**
 * The aggregates of the dashboards and stats cards (counts, sums, distinct counts, by group or by day)
 * described as data and answered through a port with two adapters, like the lists (listQuery.ts):
 * `memoryTallies` here, over the working set (the mock, and any test tenant), and the server's SQL
 * adapter (server/src/sqlTallies.ts), one `group by` query over `records` that never loads the rows.
 * What both implement, exactly:
 *
 * - Sums are of whole cents of a number or money field (its decimal text × 100, rounded half away from
 *   zero); a missing or unreadable value adds nothing. Integer sums add up the same in any order.
 * - `distinct` counts the different folded texts of a field (missing values not counted).
 * - A day is the UTC day of a date field (M/D/YYYY, YYYY-MM-DD or an ISO date-time with its zone); a
 *   record whose date cannot be read is on no day: no `onDays` condition holds for it.
 * - Without `groupBy`, one row (group `null`), its figures 0 when nothing is counted. With it, one row
 *   per group that has a counted record: a field's text as it is, in code point order (PostgreSQL's
 *   `COLLATE "C"`), or a day; missing last.
 * - With `each`, what is counted is the elements of a list field (an order's lines) of the records that
 *   meet `where`: the group and the figures (and their own conditions) read the element's fields (a
 *   group `ofRecord` reads the record's: a course's lessons by course). Several list fields, each in
 *   the elements of the one before, reach lists nested in lists (a course's sections, then each
 *   section's lessons); a field that is not a list has no elements. A record collection (one document)
 *   is one record: `each` tallies one of its lists (the CRM's deals).
 * - `min` and `max` are of a field's value as a list sorts it (numbers, money text and dates by value,
 *   a date in epoch milliseconds); a missing or unreadable value is left out, and the figure is NaN
 *   when no value is left (SQL's NULL).
 */

/** A condition a counted record meets: a list's (`is`, `has`), or one of these. */
export type TallyCondition =
  | ListCondition
  /** The field, as text, is not the value's text (a missing field is not it either). */
  | { kind: 'isNot'; path: string; value: string | number | boolean }
  /** The field's value (of that kind) is greater than `value`. */
  | { kind: 'above'; path: string; valueKind: 'number' | 'money'; value: number }
  /** The field's day (see above) is from `from` to `to`, both `YYYY-MM-DD` and included. */
  | { kind: 'onDays'; path: string; from: string; to: string }
  /** The field's text compared with `value` by code point (ISO days compare as days); missing: no. */
  | { kind: 'compare'; path: string; op: CompareOp; value: string }
  /** The field's text compared with another field's, by code point; either missing: no. */
  | { kind: 'compareFields'; path: string; op: CompareOp; other: string };

export type CompareOp = '<' | '<=' | '>' | '>=';

/** The condition that a date field's day is in the range (both ends included). */
export const onDays = (path: string, range: { from: string; to: string }): TallyCondition => ({
  kind: 'onDays',
  path,
  from: range.from,
  to: range.to,
});

export type TallyMeasure = (
  | { kind: 'count' }
  /** Whole cents of the field (times the number at `times`, as a line's price × quantity), summed. */
  | { kind: 'sumCents'; path: string; valueKind: 'number' | 'money'; times?: string }
  /** Whole cents of `path` in each element of the list at `list`, summed. */
  | { kind: 'sumCentsOfEach'; list: string; path: string }
  /** How many different folded texts the field has. */
  | { kind: 'distinct'; path: string }
  /** Whole days from the date at `from` to the date at `to` (rounded half away from zero), summed. */
  | { kind: 'sumDays'; from: string; to: string }
  /** The least or greatest value of the field (see above; NaN when none can be read). */
  | { kind: 'min' | 'max'; path: string; valueKind: 'number' | 'money' | 'date' }
) & {
  /** Only the records that also meet these (SQL's `filter (where …)`). */
  where?: TallyCondition[];
};

export interface TallyRequest {
  collection: keyof typeof db;
  where: TallyCondition[];
  /** Tally the elements of this list field of the records that meet `where`, or of lists nested in it (see above). */
  each?: string | string[];
  /** A row per text of the field, or per day of a date field; of the element, or with `ofRecord` of its record. */
  groupBy?: { kind: 'text' | 'day'; path: string; ofRecord?: boolean };
  measures: Record<string, TallyMeasure>;
}

export interface TallyRow {
  /** The group's text or `YYYY-MM-DD` day; `null` without groupBy, or for a missing value. */
  group: string | null;
  /** Each measure's figure: 0 when nothing is counted, NaN for a `min` or `max` of no value. */
  figures: Record<string, number>;
}

export type TallyPort = (request: TallyRequest) => Promise<TallyRow[]>;

/** A readable number's sign, whole digits, fraction digits and exponent. */
const NUMBER_PARTS = /^\s*(-?)(\d*)\.?(\d*)(?:e([-+]?\d+))?\s*$/i;

/**
 * Whole cents of a decimal text, rounded half away from zero on its digits (not on a binary double:
 * 1.005 is 101 cents, as PostgreSQL's numeric makes it); null when the text is no number.
 */
export function centsOfText(text: string): number | null {
  const parts = NUMBER.test(text) ? NUMBER_PARTS.exec(text) : null;
  if (!parts) return null;
  const [, sign, whole, fraction, exponent] = parts;
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponent ?? 0) + 2;
  if (point < 0) return 0;
  const kept = digits.slice(0, point).padEnd(point, '0');
  const cents = Number(kept || '0') + ((digits[point] ?? '0') >= '5' ? 1 : 0);
  return sign && cents !== 0 ? -cents : cents;
}

/** A field's text as the number text of that kind (money loses its symbols and separators), or null. */
function amountText(row: unknown, path: string, kind: 'number' | 'money'): string | null {
  const text = textAt(row, path);
  return text === null ? null : kind === 'money' ? moneyDigits(text) : text;
}

const centsAt = (row: unknown, path: string, kind: 'number' | 'money') => {
  const text = amountText(row, path, kind);
  return text === null ? null : centsOfText(text);
};

/** The UTC day of a date field, or null when it cannot be read. */
export function dayAt(row: unknown, path: string): string | null {
  const time = sortValue(textAt(row, path), 'date') as number | null;
  return time === null ? null : new Date(time).toISOString().slice(0, 10);
}

export function meetsTally(row: unknown, condition: TallyCondition): boolean {
  switch (condition.kind) {
    case 'is':
      return textAt(row, condition.path) === String(condition.value);
    case 'isNot': {
      const text = textAt(row, condition.path);
      return text !== null && text !== String(condition.value);
    }
    case 'has': {
      const list = valueAt(row, condition.path);
      return Array.isArray(list) && list.includes(condition.value);
    }
    case 'above': {
      const amount = sortValue(textAt(row, condition.path), condition.valueKind) as number | null;
      return amount !== null && amount > condition.value;
    }
    case 'onDays': {
      const day = dayAt(row, condition.path);
      return day !== null && day >= condition.from && day <= condition.to;
    }
    case 'compare': {
      const text = textAt(row, condition.path);
      return text !== null && compared(text, condition.op, condition.value);
    }
    case 'compareFields': {
      const [a, b] = [textAt(row, condition.path), textAt(row, condition.other)];
      return a !== null && b !== null && compared(a, condition.op, b);
    }
  }
}

/** Code point order (what PostgreSQL's `COLLATE "C"` gives for the texts the data holds). */
function compared(a: string, op: CompareOp, b: string): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

const DAY_MS = 86_400_000;

/** Whole days between two date fields, half away from zero; null when either cannot be read. */
function daysBetween(row: unknown, from: string, to: string): number | null {
  const [start, end] = [sortValue(textAt(row, from), 'date'), sortValue(textAt(row, to), 'date')] as (
    number | null
  )[];
  if (start === null || end === null) return null;
  const days = (end - start) / DAY_MS;
  return Math.sign(days) * Math.round(Math.abs(days));
}

function measure(rows: unknown[], m: TallyMeasure): number {
  const counted = m.where ? rows.filter((row) => m.where!.every((c) => meetsTally(row, c))) : rows;
  switch (m.kind) {
    case 'count':
      return counted.length;
    case 'sumCents':
      return counted.reduce<number>((sum, row) => {
        const cents = centsAt(row, m.path, m.valueKind);
        if (cents === null) return sum;
        if (m.times === undefined) return sum + cents;
        const times = sortValue(textAt(row, m.times), 'number') as number | null;
        return times === null ? sum : sum + cents * times;
      }, 0);
    case 'sumCentsOfEach':
      return counted.reduce<number>((sum, row) => {
        const list = valueAt(row, m.list);
        if (!Array.isArray(list)) return sum;
        return list.reduce<number>((s, element) => {
          const cents = centsAt(element, m.path, 'number');
          return cents === null ? s : s + cents;
        }, sum);
      }, 0);
    case 'sumDays':
      return counted.reduce<number>((sum, row) => sum + (daysBetween(row, m.from, m.to) ?? 0), 0);
    case 'min':
    case 'max': {
      const pick = m.kind === 'min' ? Math.min : Math.max;
      return counted.reduce<number>((extreme, row) => {
        const value = sortValue(textAt(row, m.path), m.valueKind) as number | null;
        if (value === null) return extreme;
        return Number.isNaN(extreme) ? value : pick(extreme, value);
      }, NaN);
    }
    case 'distinct': {
      const texts = new Set<string>();
      for (const row of counted) {
        const text = textAt(row, m.path);
        if (text !== null) texts.add(fold(text));
      }
      return texts.size;
    }
  }
}

const figuresOf = (rows: unknown[], measures: TallyRequest['measures']) =>
  Object.fromEntries(Object.entries(measures).map(([name, m]) => [name, measure(rows, m)]));

/** The list fields `each` names, outermost first. */
export const eachPath = (each: string | string[]) => (typeof each === 'string' ? [each] : each);

/** The elements a record's tally counts: of each list field in turn, within the elements before. */
function elementsOf(record: unknown, each: string | string[]): unknown[] {
  let rows = [record];
  for (const path of eachPath(each))
    rows = rows.flatMap((row) => {
      const list = valueAt(row, path);
      return Array.isArray(list) ? (list as unknown[]) : [];
    });
  return rows;
}

/** The in-memory adapter: the working set's collection, tallied as described above. */
export const memoryTallies: TallyPort = async (request) => {
  // A record collection (one document, such as the CRM's) is one record: its lists are tallied with `each`.
  const stored = db[request.collection] as unknown;
  const records = (Array.isArray(stored) ? stored : [stored]).filter((row) =>
    request.where.every((condition) => meetsTally(row, condition)),
  );
  const { each } = request;
  // Each counted row beside the record it is in (itself, without `each`), which `ofRecord` groups by.
  const rows = records.flatMap((record) =>
    (each ? elementsOf(record, each) : [record]).map((row) => ({ row, record })),
  );
  const { groupBy } = request;
  if (!groupBy)
    return [
      {
        group: null,
        figures: figuresOf(
          rows.map(({ row }) => row),
          request.measures,
        ),
      },
    ];
  const groups = new Map<string | null, unknown[]>();
  for (const { row, record } of rows) {
    const read = groupBy.ofRecord ? record : row;
    const group = groupBy.kind === 'day' ? dayAt(read, groupBy.path) : textAt(read, groupBy.path);
    const members = groups.get(group);
    if (members) members.push(row);
    else groups.set(group, [row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1))
    .map(([group, members]) => ({ group, figures: figuresOf(members, request.measures) }));
};

let port: TallyPort = memoryTallies;

/** The server sets its SQL adapter (and puts the memory one back for a test tenant's requests). */
export function setTallyPort(next: TallyPort): TallyPort {
  const previous = port;
  port = next;
  return previous;
}

/** Answers a tally through the current adapter. */
export function tally(request: TallyRequest): Promise<TallyRow[]> {
  return port(request);
}

/** The figures of a tally without groupBy. */
export async function tallyOne(request: Omit<TallyRequest, 'groupBy'>): Promise<Record<string, number>> {
  return (await port(request))[0].figures;
}
