import type { Order } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';

/** The months of a year, January (0) to December (11). */
export const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** For each month of `year`, `measure` of the orders placed then (order dates are month/day/year text). */
export function perMonth(orders: Order[], year: number, measure: (orders: Order[]) => number): number[] {
  return MONTHS.map((m) =>
    measure(orders.filter((o) => o.date.startsWith(`${m + 1}/`) && o.date.endsWith(`/${year}`))),
  );
}

/** The short month names in the page's language, January first (a chart's categories). */
export function useMonthNames(): string[] {
  const { date } = useFormatters();
  return MONTHS.map((m) => date(new Date(Date.UTC(2026, m, 1)), { month: 'short', timeZone: 'UTC' }));
}
