import { useCallback } from 'react';
import type { AnalyticsBucket, AnalyticsBucketUnit } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';

/**
 * How a chart names a bucket: a day or a week by its first day ("3 Nov"), a month by its name and
 * year ("Nov 26"). The dates are calendar days, formatted in UTC so no time zone moves them.
 */
export function useBucketLabel(unit: AnalyticsBucketUnit) {
  const { date } = useFormatters();
  return useCallback(
    (bucket: AnalyticsBucket) =>
      date(
        `${bucket.from}T00:00:00Z`,
        unit === 'month'
          ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
          : { month: 'short', day: 'numeric', timeZone: 'UTC' },
      ),
    [date, unit],
  );
}
