import type { ChatStatus } from '@atrium/contracts';
import type { ColorName } from '@atrium/ui';

export const STATUS_COLORS: Record<ChatStatus, ColorName> = {
  online: 'success',
  offline: 'secondary',
  busy: 'error',
  away: 'warning',
};

/** The chat id in the URL (`?chat=4`), or null. */
export function parseChatId(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The local calendar day of a moment, as a key (`2026-5-18`). */
export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** Which words head a day of messages: today, yesterday, or the date itself. */
export function dayKind(day: Date, now: Date): 'today' | 'yesterday' | 'date' {
  if (dayKey(day) === dayKey(now)) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return dayKey(day) === dayKey(yesterday) ? 'yesterday' : 'date';
}
