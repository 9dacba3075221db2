import { useCallback } from 'react';
import { useFormatters } from '@atrium/platform';
import { isSameDay, parseEmailTime } from '../mailboxView';

/** Short time for the list (the hour today, the day otherwise) and the full date-time for a message. */
export function useEmailTime() {
  const { date } = useFormatters();
  const short = useCallback(
    (time: string, now = new Date()) => {
      const d = parseEmailTime(time);
      return isSameDay(d, now)
        ? date(d, { timeStyle: 'short' })
        : date(d, { month: 'short', day: 'numeric' });
    },
    [date],
  );
  const full = useCallback(
    (time: string) => date(parseEmailTime(time), { dateStyle: 'medium', timeStyle: 'short' }),
    [date],
  );
  return { short, full };
}
