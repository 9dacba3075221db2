import { useMemo } from 'react';

/** How long a slice of a dashboard's period is: a chart's bar or point. */
export type BucketUnit = 'day' | 'week' | 'month';

/**
 * How a chart names a slice of the period in the page's `locale`: a day or a week by its first day
 * ("Nov 3"), a month by its name and year ("Nov 26"; without the year when `year` is false, for a chart
 * within one year). `from` is a calendar day (`YYYY-MM-DD`), formatted in UTC so no time zone moves it.
 */
export function useBucketLabel(unit: BucketUnit, locale: string, { year = true }: { year?: boolean } = {}) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(
      locale,
      unit === 'month'
        ? { month: 'short', ...(year ? { year: '2-digit' as const } : {}), timeZone: 'UTC' }
        : { month: 'short', day: 'numeric', timeZone: 'UTC' },
    );
    return ({ from }: { from: string }) => {
      const day = new Date(`${from}T00:00:00Z`);
      return Number.isNaN(day.getTime()) ? from : format.format(day);
    };
  }, [unit, locale, year]);
}
