import type { CalendarName } from '@atrium/contracts';
import type { ColorName } from '@atrium/ui';

/** Each calendar's colour in the theme's palette (the filters' boxes and the events alike). */
export const CALENDAR_COLORS: Record<CalendarName, ColorName> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'error',
  ETC: 'info',
  Family: 'warning',
};
