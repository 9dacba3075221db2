import type { SalesOrder } from '@atrium/contracts';

export const SALES_SORT_KEYS = ['product', 'date', 'buyer', 'total', 'status'] as const;

const VALUE: Record<(typeof SALES_SORT_KEYS)[number], (o: SalesOrder) => string | number> = {
  product: (o) => o.product.name,
  date: (o) => o.date,
  buyer: (o) => o.buyer.name,
  total: (o) => o.payment.total,
  status: (o) => o.payment.status,
};

/** The orders for the list state: q (product, brand or buyer), a stable sort, then the page. */
export function sortAndPageSales<T extends SalesOrder>(
  rows: readonly T[],
  {
    q,
    sortBy,
    orderBy,
    page,
    itemsPerPage,
  }: { q?: string; sortBy?: string; orderBy?: 'asc' | 'desc'; page: number; itemsPerPage: number },
) {
  const needle = (q ?? '').trim().toLowerCase();
  let out = needle
    ? rows.filter((o) =>
        [o.product.name, o.product.brand, o.buyer.name].some((v) => v.toLowerCase().includes(needle)),
      )
    : [...rows];
  const value =
    sortBy && (SALES_SORT_KEYS as readonly string[]).includes(sortBy)
      ? VALUE[sortBy as (typeof SALES_SORT_KEYS)[number]]
      : undefined;
  if (value && orderBy) {
    const sign = orderBy === 'asc' ? 1 : -1;
    out = out
      .map((row, index) => ({ row, index }))
      .sort((a, b) => {
        const x = value(a.row);
        const y = value(b.row);
        const c =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y), 'en', { sensitivity: 'base' });
        return sign * c || a.index - b.index;
      })
      .map((r) => r.row);
  }
  const start = (page - 1) * itemsPerPage;
  return { total: out.length, rows: out.slice(start, start + itemsPerPage) };
}
