/**
 * The change from the previous period as a percentage with one decimal, or undefined when there was
 * nothing before (a change from zero has no percentage).
 */
export function changePercent(current: number, previous: number): number | undefined {
  if (!previous) return undefined;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Share of `part` in `whole` as a percentage, whole (0 of nothing is 0). */
export function sharePercent(part: number, whole: number): number {
  return whole ? Math.round((part / whole) * 100) : 0;
}
