import { http, HttpResponse } from 'msw';
import { calendarEventUpdateSchema, eventRevision, type CalendarEvent } from '@atrium/contracts';
import { etag, staleEdit } from '@atrium/mocks/lib/revisions';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** The answer to an unknown event id. */
export const UNKNOWN_EVENT = 'Something Went Wrong';

/**
 * PUT /api/apps/calendar/{id} — merges the body into the event (its id never changes); 201 with the
 * event. 400 'Something Went Wrong' for an unknown id; 400 on a bad body or an end before the start.
 * With `If-Match` (eventRevision of the event as the drawer opened it), 412 `{ message, current }` when
 * it changed since. (A drag or a resize sends none: it changes the times alone.)
 */
export const updateEvent = http.put(
  api('/api/apps/calendar/:id'),
  authorized({ action: 'update', subject: 'Calendar' }, async ({ params, request, account }) => {
    const id = idParam(params.id);
    // A malformed id gets this call's documented 400 for an unknown id: already a 400.
    if (id === undefined) return jsonError(400, UNKNOWN_EVENT);
    const index = db.calendarEvents.findIndex((e) => e.id === id);
    if (index === -1) return jsonError(400, UNKNOWN_EVENT);
    const stale = staleEdit(
      request,
      account,
      'Calendar',
      eventRevision(db.calendarEvents[index]),
      db.calendarEvents[index],
    );
    if (stale) return stale;
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
    return HttpResponse.json(next, { status: 201, headers: etag(eventRevision(next)) });
  }),
);
