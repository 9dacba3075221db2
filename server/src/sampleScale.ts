/**
 * Makes the sample data `factor` times larger, for measuring the API at a size beyond the sample's
 * (ATRIUM_SEED_SCALE, read when the database is seeded: first start, db:reset). The lists the
 * e-commerce and invoice screens page through get `factor - 1` copies of their rows, each with ids and
 * numbers shifted past the originals' and its email made distinct, so every row stays addressable.
 * It is data to measure with, not to read: the copies repeat the sample's names.
 */
export const SCALED_COLLECTIONS = ['products', 'orders', 'customers', 'reviews', 'invoices'] as const;

/** Numeric fields that identify a row besides `id` (an order's number, a product's SKU, a customer's). */
const NUMBERED_FIELDS = ['order', 'sku', 'customerId'];
/** Past every sample number (order numbers, SKUs and customer numbers have at most 7 digits). */
const NUMBER_OFFSET = 10_000_000;

type Row = Record<string, unknown>;

export function scaleSampleData(db: Record<string, unknown>, factor: number): void {
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error(`A scale is a whole number ≥ 1, got ${factor}`);
  if (factor === 1) return;
  for (const name of SCALED_COLLECTIONS) {
    const rows = db[name] as Row[];
    const span = Math.max(...rows.map((row) => Number(row.id) || 0));
    const copies: Row[] = [];
    for (let copy = 1; copy < factor; copy += 1) {
      for (const row of rows) {
        const next: Row = { ...row, id: (row.id as number) + copy * span };
        for (const field of NUMBERED_FIELDS)
          if (typeof row[field] === 'number') next[field] = (row[field] as number) + copy * NUMBER_OFFSET;
        if (typeof row.email === 'string') next.email = `${copy}.${row.email}`;
        copies.push(next);
      }
    }
    db[name] = [...rows, ...copies];
  }
}
