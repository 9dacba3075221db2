import { useCallback } from 'react';
import type { EcommerceSalesResponse } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';

/**
 * How a chart names a slice of the period: a day or a week by its first day ("3 Nov"), a month by its
 * name and year ("Nov 26"). Calendar days, formatted in UTC so that no time zone moves them.
 */
export function useBucketLabel(unit: EcommerceSalesResponse['unit']) {
  const { date } = useFormatters();
  return useCallback(
    (bucket: { from: string }) =>
      date(
        `${bucket.from}T00:00:00Z`,
        unit === 'month'
          ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
          : { month: 'short', day: 'numeric', timeZone: 'UTC' },
      ),
    [date, unit],
  );
}
