import type { CalendarName } from '@atrium/contracts';

/** Query keys of the calendar feature. */
export const calendarKeys = {
  all: ['admin', 'calendar'] as const,
  events: (calendars: readonly CalendarName[]) => [...calendarKeys.all, 'events', [...calendars]] as const,
};
