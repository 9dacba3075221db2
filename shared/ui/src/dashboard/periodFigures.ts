import type { StatTrend } from '../components/StatCard';

/** A dashboard figure of the period with the same figure of the period before. */
export interface ComparedFigure {
  value: number;
  previous: number;
}

/** Which way of a figure is good news: up (sales) or down (delays, tickets). */
export type GoodDirection = 'up' | 'down';

/**
 * The change from the previous period as a percentage with one decimal, or undefined when there was
 * nothing before (a change from zero has no percentage).
 */
export function changePercent({ value, previous }: ComparedFigure): number | undefined {
  if (!previous) return undefined;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

/** Share of `part` in `whole` as a percentage with `fractionDigits` decimals (default 1; 0 of nothing is 0). */
export function sharePercent(part: number, whole: number, fractionDigits = 1): number {
  const scale = 10 ** fractionDigits;
  return whole ? Math.round((part / whole) * (100 * scale)) / scale : 0;
}

/** A change in percent as the user reads it in `locale`: "+12.5%", "-3%", "0%". */
export function formatChangePercent(change: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change / 100);
}

/** A StatCard trend from a figure and the period before (none when there was nothing before). */
export function periodTrend(
  figure: ComparedFigure,
  locale: string,
  goodWhen: GoodDirection = 'up',
): StatTrend | undefined {
  const change = changePercent(figure);
  if (change === undefined) return undefined;
  return { value: change, goodWhen, text: formatChangePercent(change, locale) };
}
