/** Shared list behaviour of every paged endpoint: text search, sorting, paging. */

/** Case-insensitive, literal containment: `(` or `.*` are text, never patterns. */
export function matchText(query: string | null | undefined, ...values: unknown[]): boolean {
  const q = (query ?? '').trim().toLowerCase();
  if (!q) return true;
  return values.some((v) => v !== null && v !== undefined && String(v).toLowerCase().includes(q));
}

/** page / itemsPerPage from a query: non-numbers fall back to 1 / 10; itemsPerPage -1 means all. */
export function parsePaging(params: URLSearchParams, defaults = { page: 1, itemsPerPage: 10 }) {
  const rawPage = params.get('page');
  const rawSize = params.get('itemsPerPage');
  const page =
    rawPage !== null && /^\d+$/.test(rawPage.trim()) && Number(rawPage) > 0 ? Number(rawPage) : defaults.page;
  const size =
    rawSize !== null && /^-?\d+$/.test(rawSize.trim()) && (Number(rawSize) > 0 || Number(rawSize) === -1)
      ? Number(rawSize)
      : defaults.itemsPerPage;
  return { page, itemsPerPage: size };
}

export function paginate<T>(rows: T[], page: number, itemsPerPage: number): T[] {
  if (itemsPerPage === -1) return rows;
  const start = (page - 1) * itemsPerPage;
  return rows.slice(start, start + itemsPerPage);
}

export type SortKind = 'text' | 'number' | 'money' | 'date';
export interface SortKey<T> {
  kind: SortKind;
  value: (row: T) => unknown;
}

/** Money text ("$1,299.00", "-$20") to a number. */
export function moneyValue(v: unknown): number {
  if (typeof v === 'number') return v;
  const n = Number(String(v ?? '').replace(/[^0-9.-]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

function compare(kind: SortKind, a: unknown, b: unknown): number {
  switch (kind) {
    case 'number':
      return Number(a) - Number(b);
    case 'money':
      return moneyValue(a) - moneyValue(b);
    case 'date':
      return new Date(String(a)).getTime() - new Date(String(b)).getTime();
    default:
      return String(a ?? '').localeCompare(String(b ?? ''), 'en', { sensitivity: 'base' });
  }
}

/**
 * Sorts by a known key (stable: ties keep their order); an unknown sortBy or orderBy leaves the order
 * as it is.
 */
export function sortRows<T>(
  rows: T[],
  keys: Record<string, SortKey<T>>,
  sortBy: string | null,
  orderBy: string | null,
): T[] {
  if (!sortBy || !Object.prototype.hasOwnProperty.call(keys, sortBy)) return rows;
  if (orderBy !== 'asc' && orderBy !== 'desc') return rows;
  const { kind, value } = keys[sortBy];
  const sign = orderBy === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => sign * compare(kind, value(x.row), value(y.row)) || x.index - y.index)
    .map((x) => x.row);
}
