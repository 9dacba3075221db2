import { http, HttpResponse } from 'msw';
import { calendarEventUpdateSchema, type CalendarEvent } from '@atrium/contracts';
import { db } from '../../db';
import { api, idParam, jsonError, parseBody } from '../../lib/responses';

/** The spec's answer to an unknown event id (spec 001 §8). */
export const UNKNOWN_EVENT = 'Something Went Wrong';

/**
 * PUT /api/apps/calendar/{id} — merges the body into the event (its id never changes); 201 with the
 * event. 400 'Something Went Wrong' for an unknown id; 400 on a bad body or an end before the start.
 */
export const updateEvent = http.put(api('/api/apps/calendar/:id'), async ({ params, request }) => {
  const id = idParam(params.id);
  const index = db.calendarEvents.findIndex((e) => e.id === id);
  if (index === -1) return jsonError(400, UNKNOWN_EVENT);
  const body = await parseBody(request, calendarEventUpdateSchema);
  if ('error' in body) return body.error;
  const { id: _ignored, extendedProps, ...fields } = body.data;
  void _ignored;
  const current = db.calendarEvents[index];
  const next: CalendarEvent = {
    ...current,
    ...fields,
    extendedProps: extendedProps ? { ...current.extendedProps, ...extendedProps } : current.extendedProps,
    id: current.id,
  };
  if (Date.parse(next.end) < Date.parse(next.start))
    return jsonError(400, 'Invalid end: end must not be before start');
  db.calendarEvents[index] = next;
  return HttpResponse.json(next, { status: 201 });
});
