import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { CalendarListResponse, CalendarName } from '@atrium/contracts';
import { calendarKeys } from './calendarKeys';

export function getEvents(calendars: readonly CalendarName[], signal?: AbortSignal) {
  return api<CalendarListResponse>('/api/apps/calendar', { query: { calendars: [...calendars] }, signal });
}

/** GET /api/apps/calendar: the events of the calendars shown (none shown: none asked for). */
export function useEvents(calendars: readonly CalendarName[]) {
  return useQuery({
    queryKey: calendarKeys.events(calendars),
    queryFn: ({ signal }) => getEvents(calendars, signal),
    placeholderData: keepPreviousData,
  });
}
