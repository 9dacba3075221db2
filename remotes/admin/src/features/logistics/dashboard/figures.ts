import type { LogisticsOrdersByCountryResponse, PeriodFigure } from '@atrium/contracts';

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

/** The countries listed by name; the rest are summed up as one line. */
const SHOWN_COUNTRIES = 6;

/** The first countries (most orders first), then the others together (country ''), when there are any. */
export function shownCountries(countries: LogisticsOrdersByCountryResponse['countries']) {
  if (countries.length <= SHOWN_COUNTRIES + 1) return countries;
  const rest = countries.slice(SHOWN_COUNTRIES);
  return [
    ...countries.slice(0, SHOWN_COUNTRIES),
    {
      country: '',
      orders: rest.reduce((sum, c) => sum + c.orders, 0),
      delivered: rest.reduce((sum, c) => sum + c.delivered, 0),
    },
  ];
}
