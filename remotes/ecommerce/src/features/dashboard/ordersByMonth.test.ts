import type { Order } from '@atrium/contracts';
import { perMonth } from './ordersByMonth';

const order = (date: string, spent: number) => ({ date, spent }) as Order;

test('measures the orders of each month of the year asked for, and only those', () => {
  const orders = [order('1/5/2026', 10), order('1/28/2026', 5), order('12/1/2026', 7), order('1/5/2025', 99)];
  const counts = perMonth(orders, 2026, (o) => o.length);
  expect(counts).toHaveLength(12);
  expect(counts[0]).toBe(2);
  expect(counts[11]).toBe(1);
  expect(counts.slice(1, 11).every((n) => n === 0)).toBe(true);
  expect(perMonth(orders, 2026, (o) => o.reduce((s, x) => s + x.spent, 0))[0]).toBe(15);
  // "11/…" is November, never January: the month is matched up to its slash.
  expect(perMonth([order('11/3/2026', 1)], 2026, (o) => o.length)[0]).toBe(0);
});
