import { useMemo } from 'react';
import { useFormatters } from './format';

export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

const parseIso = (time: string) => new Date(time);

/**
 * When a message was sent, in the current language: `short` for a list (the hour for today, the day
 * otherwise) and `full` for a tooltip or a message header. `parse` reads the API's time text.
 */
export function useMessageTime(parse: (time: string) => Date = parseIso) {
  const { date } = useFormatters();
  return useMemo(
    () => ({
      short: (time: string, now = new Date()) => {
        const d = parse(time);
        return isSameDay(d, now)
          ? date(d, { timeStyle: 'short' })
          : date(d, { month: 'short', day: 'numeric' });
      },
      full: (time: string) => date(parse(time), { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [date, parse],
  );
}
