import { PRODUCT_CATEGORIES, type Product } from '@atrium/contracts';
import { parseMoney } from '@atrium/platform';
import type { ListParams } from '@atrium/platform/list';
import type { NewCategory } from './components/AddCategoryDrawer';

export interface CategoryRow {
  name: string;
  description: string;
  products: number;
  earnings: number;
  known: boolean;
}

/** The known categories with their product count and stock value, then the ones added this visit. */
export function categoryRows(
  products: readonly Product[],
  added: readonly NewCategory[],
  describe: (name: string) => string,
): CategoryRow[] {
  const known = PRODUCT_CATEGORIES.map((name) => {
    const inCategory = products.filter((p) => p.category === name);
    return {
      name,
      description: describe(name),
      products: inCategory.length,
      earnings: inCategory.reduce((s, p) => s + (parseMoney(p.price) || 0) * p.qty, 0),
      known: true,
    };
  });
  const extra = added.map((c) => ({
    name: c.name,
    description: c.description,
    products: 0,
    earnings: 0,
    known: false,
  }));
  return [...known, ...extra];
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
