import { db } from '../db';
import { parsePaging } from './list';
import { addDays } from './isoDays';

/**
 * The big lists (products, orders, customers, users, invoices) described as data — which collection,
 * which fields the search looks in, which parameters filter on which field, which keys sort on which
 * field — and answered through a port with two adapters: `memoryLists` here, over the working set (the
 * mock, and any test tenant), and the server's SQL adapter over the database (server/src/sqlLists.ts),
 * which filters, sorts and pages in PostgreSQL on indexed expressions. The semantics below are what
 * both implement, exactly; the contract suite runs against each.
 *
 * - Text is folded to lower case on ASCII letters only and compared by code point (what PostgreSQL's
 *   `lower(… COLLATE "C")` and byte order do), so both adapters sort the same strings the same way.
 * - The search `q` (trimmed) matches a row when any search field contains it, as folded text (a list
 *   without search fields ignores it).
 * - Numbers, money text ("$1,299.00") and dates (M/D/YYYY, YYYY-MM-DD, or an ISO date-time with its
 *   zone) sort by value; a missing or unreadable value sorts below every value. A ratio of two number
 *   fields (a course's completed lessons over its lessons) is missing when either cannot be read or
 *   the second is 0.
 * - Without an asked sort, the spec's default sort if it has one, else the base order; ties keep the
 *   base order: the stored order, newest first when `newestFirst`.
 * - The handler's conditions (`is`, `has`) scope the rows (a user's own mailbox, a view of it).
 * - `itemsPerPage=-1` is every row.
 */

export type SortKind = 'text' | 'number' | 'money' | 'date';

/** What a sort or filter compares: a field read as a kind, or one number field over another. */
export type ListValue = { path: string; kind: SortKind } | RatioValue;
export interface RatioValue {
  kind: 'ratio';
  path: string;
  over: string;
}

/** A filter on one query parameter: absent or empty, it filters nothing. */
export type ListFilter =
  /** The field equals the parameter. */
  | { kind: 'equals'; path: string }
  /** The field equals the parameter, as folded text. */
  | { kind: 'equalsFolded'; path: string }
  /** `true` or `false`: the field is that boolean; any other value filters nothing. */
  | { kind: 'boolean'; path: string }
  /** An ISO date (or date-time): the field (an ISO date or date-time) is on or after / on or before its day. */
  | { kind: 'fromDay' | 'toDay'; path: string }
  /** `true`: only the rows whose value is below `limit` (a missing one is not); any other value filters nothing. */
  | { kind: 'onlyBelow'; value: Exclude<ListValue, { kind: 'text' }>; limit: number };

/**
 * A condition the handler adds, not read from the query string: the caller's own rows, a view of a
 * mailbox. `is`: the field, as text, is the value's text; `has`: the field is a list holding the value.
 */
export type ListCondition =
  | { kind: 'is'; path: string; value: string | number | boolean }
  | { kind: 'has'; path: string; value: string };

export interface ListSpec {
  /** The `db` collection listed. */
  collection: keyof typeof db;
  /** Newest first (the reverse of the stored order) when no sort is asked, and for ties. */
  newestFirst?: boolean;
  /** Dotted paths of the fields `q` looks in. */
  search: string[];
  /** Query parameter names (several: aliases, the first present wins) → the filter. */
  filters: { params: string[]; filter: ListFilter }[];
  /** sortBy values → the value it sorts by. */
  sort: Record<string, ListValue>;
  /** The order when no sort is asked (ties in the stored order); else the base order. */
  defaultSort?: ListValue & { descending: boolean };
  /** The fields the handler's conditions compare (`is`), indexed like the filters. */
  conditionPaths?: string[];
}

/** What a list request asks, read from its query string. */
export interface ListRequest {
  q: string;
  filters: (string | null)[];
  /** The handler's conditions, all of which a row meets. */
  conditions: ListCondition[];
  sort?: { key: string; descending: boolean };
  page: number;
  itemsPerPage: number;
}

export interface ListResult<T> {
  rows: T[];
  total: number;
}

export type ListPort = <T>(spec: ListSpec, request: ListRequest) => Promise<ListResult<T>>;

/** The request of `params` for `spec`: an unknown sortBy, or an orderBy other than asc/desc, sorts nothing. */
export function listRequestOf(
  spec: ListSpec,
  params: URLSearchParams,
  conditions: ListCondition[] = [],
): ListRequest {
  const sortBy = params.get('sortBy');
  const orderBy = params.get('orderBy');
  const sortable =
    sortBy !== null &&
    Object.prototype.hasOwnProperty.call(spec.sort, sortBy) &&
    (orderBy === 'asc' || orderBy === 'desc');
  return {
    q: (params.get('q') ?? '').trim(),
    conditions,
    filters: spec.filters.map(({ params: names }) => {
      for (const name of names) {
        const value = params.get(name);
        if (value) return value;
      }
      return null;
    }),
    ...(sortable ? { sort: { key: sortBy, descending: orderBy === 'desc' } } : {}),
    ...parsePaging(params),
  };
}

/** The order a request lists in: the sort it asked for, else the spec's default; none means the base order. */
export function sortOf(
  spec: ListSpec,
  request: ListRequest,
): (ListValue & { descending: boolean }) | undefined {
  if (request.sort) return { ...spec.sort[request.sort.key], descending: request.sort.descending };
  return spec.defaultSort;
}

/** ASCII letters to lower case, nothing else (PostgreSQL's `lower()` under the C collation). */
export const fold = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

export function valueAt(row: unknown, path: string): unknown {
  let value = row;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A field as the text the database's `#>>` gives: null for a missing field, `true`, `12.5`, the string. */
export function textAt(row: unknown, path: string): string | null {
  const value = valueAt(row, path);
  if (value === undefined || value === null) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A number as text (what `atrium_number` reads in SQL). */
export const NUMBER = /^\s*-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;
/** Money text without its symbols and separators ("$1,299.00" → "1299.00"), as `atrium_money` does. */
export const moneyDigits = (text: string) => text.replace(/[^0-9.-]/g, '');
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A field's sort value: folded text, or a number (dates in epoch milliseconds, UTC); null when unreadable. */
export function sortValue(text: string | null, kind: SortKind): string | number | null {
  if (kind === 'text') return fold(text ?? '');
  if (text === null) return null;
  if (kind === 'number') return NUMBER.test(text) ? Number(text) : null;
  if (kind === 'money') {
    const digits = moneyDigits(text);
    return NUMBER.test(digits) ? Number(digits) : null;
  }
  const slash = SLASH_DATE.exec(text);
  if (slash) {
    const [year, month, day] = [Number(slash[3]), Number(slash[1]), Number(slash[2])];
    const time = Date.UTC(year, month - 1, day);
    // 2/30/2025 is no date (Date.UTC would roll it over into March).
    return new Date(time).getUTCDate() === day && new Date(time).getUTCMonth() === month - 1 ? time : null;
  }
  if (!ISO_DATE.test(text)) return null;
  const time = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
  return Number.isNaN(time) ? null : time;
}

/** A row's value (see ListValue): what it sorts by. */
export function valueOf(row: unknown, value: ListValue): string | number | null {
  if (value.kind !== 'ratio') return sortValue(textAt(row, value.path), value.kind);
  const part = sortValue(textAt(row, value.path), 'number') as number | null;
  const whole = sortValue(textAt(row, value.over), 'number') as number | null;
  return part === null || whole === null || whole === 0 ? null : part / whole;
}

const compareValues = (a: string | number | null, b: string | number | null) => {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
};

/** The day (YYYY-MM-DD) of an ISO date or date-time parameter; null when it is not one. */
export function dayOf(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value.slice(0, 10)))
    ? value.slice(0, 10)
    : null;
}

function meets(row: unknown, condition: ListCondition): boolean {
  if (condition.kind === 'is') return textAt(row, condition.path) === String(condition.value);
  const list = valueAt(row, condition.path);
  return Array.isArray(list) && list.includes(condition.value);
}

function matches(row: unknown, filter: ListFilter, value: string): boolean {
  if (filter.kind === 'onlyBelow') {
    const below = valueOf(row, filter.value) as number | null;
    return value !== 'true' || (below !== null && below < filter.limit);
  }
  const field = textAt(row, filter.path);
  switch (filter.kind) {
    case 'equals':
      return field === value;
    case 'equalsFolded':
      return field !== null && fold(field) === fold(value);
    case 'boolean':
      return value !== 'true' && value !== 'false' ? true : field === value;
    case 'fromDay':
    case 'toDay': {
      const day = dayOf(value);
      if (day === null) return true;
      if (field === null) return false;
      // Before the next day: a date-time on the day itself is in (as text, '…T10:00' > '…').
      return filter.kind === 'fromDay' ? field >= day : field < addDays(day, 1);
    }
  }
}

/** The in-memory adapter: the working set's collection, filtered, sorted and paged as described above. */
export const memoryLists: ListPort = async <T>(spec: ListSpec, request: ListRequest) => {
  const stored = db[spec.collection] as unknown[];
  const q = fold(request.q);
  let rows = stored
    .map((row, position) => ({ row, position }))
    .filter(
      ({ row }) =>
        (!q ||
          !spec.search.length ||
          spec.search.some((path) => fold(textAt(row, path) ?? '').includes(q))) &&
        request.conditions.every((condition) => meets(row, condition)) &&
        spec.filters.every(({ filter }, i) => {
          const value = request.filters[i];
          return value === null || matches(row, filter, value);
        }),
    );
  const base = (a: { position: number }, b: { position: number }) =>
    spec.newestFirst ? b.position - a.position : a.position - b.position;
  const sort = sortOf(spec, request);
  if (sort) {
    const sign = sort.descending ? -1 : 1;
    const keyed = rows.map((entry) => ({
      ...entry,
      key: valueOf(entry.row, sort),
    }));
    keyed.sort((a, b) => sign * compareValues(a.key, b.key) || base(a, b));
    rows = keyed;
  } else {
    rows.sort(base);
  }
  const page =
    request.itemsPerPage === -1
      ? rows
      : rows.slice((request.page - 1) * request.itemsPerPage, request.page * request.itemsPerPage);
  return { rows: page.map(({ row }) => row as T), total: rows.length };
};

let port: ListPort = memoryLists;

/** The server sets its SQL adapter (and puts the memory one back for a test tenant's requests). */
export function setListPort(next: ListPort): ListPort {
  const previous = port;
  port = next;
  return previous;
}

/** Answers a list request through the current adapter. */
export function queryList<T>(
  spec: ListSpec,
  params: URLSearchParams,
  conditions: ListCondition[] = [],
): Promise<ListResult<T>> {
  return port<T>(spec, listRequestOf(spec, params, conditions));
}

/** Answers a request the handler made itself (its own paging, a count with `itemsPerPage: 0`). */
export function queryListWith<T>(spec: ListSpec, request: ListRequest): Promise<ListResult<T>> {
  return port<T>(spec, request);
}
