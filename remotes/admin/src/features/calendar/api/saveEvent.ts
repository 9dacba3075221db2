import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { CalendarEvent, CalendarEventCreate, CalendarEventUpdate } from '@atrium/contracts';
import { calendarKeys } from './calendarKeys';

export type SaveEventInput =
  { id?: undefined; event: CalendarEventCreate } | { id: number; event: CalendarEventUpdate };

export function saveEvent({ id, event }: SaveEventInput) {
  return id === undefined
    ? api<CalendarEvent>('/api/apps/calendar', { method: 'POST', body: event })
    : api<CalendarEvent>(`/api/apps/calendar/${id}`, { method: 'PUT', body: event });
}

/** POST /api/apps/calendar (new) or PUT /api/apps/calendar/{id} (changes merged); events reload. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
