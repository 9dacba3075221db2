import { useCallback } from 'react';
import type { ShipmentGranularity } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';

/**
 * How the shipments chart names a period: a day or a week by its first day ("3 Nov"), a month by its
 * name ("Nov"), with the year ("Nov 26") when the chart spans more than one. Calendar days, formatted
 * in UTC so no time zone moves them.
 */
export function useBucketLabel(granularity: ShipmentGranularity, multiYear: boolean) {
  const { date } = useFormatters();
  return useCallback(
    (from: string) =>
      date(
        `${from}T00:00:00Z`,
        granularity === 'month'
          ? { month: 'short', ...(multiYear ? { year: '2-digit' } : {}), timeZone: 'UTC' }
          : { month: 'short', day: 'numeric', timeZone: 'UTC' },
      ),
    [date, granularity, multiYear],
  );
}
