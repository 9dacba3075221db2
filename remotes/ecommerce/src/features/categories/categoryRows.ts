import { PRODUCT_CATEGORIES, type CustomCategory, type Product } from '@atrium/contracts';
import { parseMoney } from '@atrium/platform';
import type { ListParams } from '@atrium/platform/list';

export interface CategoryRow {
  name: string;
  description: string;
  products: number;
  earnings: number;
  /** The added category (edited and deleted on the screen); none for a built-in one. */
  added?: CustomCategory;
}

/** The built-in categories, then the added ones, each with its product count and stock value. */
export function categoryRows(
  products: readonly Product[],
  added: readonly CustomCategory[],
  describe: (name: string) => string,
): CategoryRow[] {
  const figures = (name: string) => {
    const inCategory = products.filter((p) => p.category === name);
    return {
      products: inCategory.length,
      earnings: inCategory.reduce((s, p) => s + (parseMoney(p.price) || 0) * p.qty, 0),
    };
  };
  return [
    ...PRODUCT_CATEGORIES.map((name) => ({ name, description: describe(name), ...figures(name) })),
    ...added.map((c) => ({ name: c.name, description: c.description, ...figures(c.name), added: c })),
  ];
}

/** The rows for the list state: q (name or description), sort by name, products or earnings, the page. */
export function searchSortAndPage(rows: readonly CategoryRow[], params: ListParams) {
  const q = (params.q ?? '').trim().toLowerCase();
  let out = q ? rows.filter((c) => `${c.name} ${c.description}`.toLowerCase().includes(q)) : [...rows];
  const key = params.sortBy;
  if (params.orderBy && (key === 'name' || key === 'products' || key === 'earnings')) {
    const sign = params.orderBy === 'asc' ? 1 : -1;
    out = out.sort((a, b) => sign * (key === 'name' ? a.name.localeCompare(b.name) : a[key] - b[key]));
  }
  const start = (params.page - 1) * params.itemsPerPage;
  return { rows: out.slice(start, start + params.itemsPerPage), total: out.length };
}
