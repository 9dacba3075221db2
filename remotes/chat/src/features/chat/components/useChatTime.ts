import { useCallback } from 'react';
import { useFormatters } from '@atrium/platform';
import { isSameDay } from '../chatFormat';

/** The hour for today's messages, the day otherwise (short), and the full date-time (for a tooltip). */
export function useChatTime() {
  const { date } = useFormatters();
  const short = useCallback(
    (time: string, now = new Date()) => {
      const d = new Date(time);
      return isSameDay(d, now)
        ? date(d, { timeStyle: 'short' })
        : date(d, { month: 'short', day: 'numeric' });
    },
    [date],
  );
  const full = useCallback((time: string) => date(time, { dateStyle: 'medium', timeStyle: 'short' }), [date]);
  return { short, full };
}
