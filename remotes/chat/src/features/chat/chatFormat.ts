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
