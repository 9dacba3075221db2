import type { PeriodFigure } from '@atrium/contracts';

/**
 * The change from the previous period in percent with one decimal, or undefined when there was
 * nothing before (a change from zero has no percentage).
 */
export function changePercent({ value, previous }: PeriodFigure): number | undefined {
  if (!previous) return undefined;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

/** Share of `part` in `whole` in percent with one decimal (0 of nothing is 0). */
export function sharePercent(part: number, whole: number): number {
  return whole ? Math.round((part / whole) * 1000) / 10 : 0;
}
