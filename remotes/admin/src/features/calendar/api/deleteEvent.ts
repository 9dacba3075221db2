import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { calendarKeys } from './calendarKeys';

export function deleteEvent(id: number) {
  return api<null>(`/api/apps/calendar/${id}`, { method: 'DELETE' });
}

/** DELETE /api/apps/calendar/{id}; events reload. */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
