import { REVENUE_PERIOD_MAX_DAYS, REVENUE_PERIODS, type RevenuePeriod } from '@atrium/contracts';

/** The periods a range of `days` may be cut by (the API refuses more bars than its limits). */
export function allowedRevenuePeriods(days: number): RevenuePeriod[] {
  return REVENUE_PERIODS.filter((p) => days <= REVENUE_PERIOD_MAX_DAYS[p]);
}

/** The cut a range gets unless the user picks one: days up to a month, weeks up to half a year, months. */
export function defaultRevenuePeriod(days: number): RevenuePeriod {
  if (days <= 31) return 'day';
  if (days <= 182) return 'week';
  return 'month';
}

/** The user's choice while the range allows it, else the range's default. */
export function effectiveRevenuePeriod(chosen: RevenuePeriod | undefined, days: number): RevenuePeriod {
  return chosen && allowedRevenuePeriods(days).includes(chosen) ? chosen : defaultRevenuePeriod(days);
}
