import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { CalendarEvent, CalendarEventCreate, CalendarEventUpdate } from '@atrium/contracts';
import { calendarKeys } from './calendarKeys';

/** `revision` (an edit): of the event as the drawer opened it (eventRevision); one changed since is a 412. */
export type SaveEventInput =
  | { id?: undefined; event: CalendarEventCreate }
  | { id: number; event: CalendarEventUpdate; revision?: string };

export function saveEvent(input: SaveEventInput) {
  return input.id === undefined
    ? api<CalendarEvent>('/api/apps/calendar', { method: 'POST', body: input.event })
    : api<CalendarEvent>(`/api/apps/calendar/${input.id}`, {
        method: 'PUT',
        body: input.event,
        ifMatch: input.revision,
      });
}

/** POST /api/apps/calendar (new) or PUT /api/apps/calendar/{id} (changes merged); events reload. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
