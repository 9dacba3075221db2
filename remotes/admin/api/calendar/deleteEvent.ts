import { http, HttpResponse } from 'msw';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError } from '@atrium/mocks/lib/responses';
import { UNKNOWN_EVENT } from './updateEvent';
import { authorized } from '@atrium/mocks/lib/authorize';

/** DELETE /api/apps/calendar/{id} — 204; 400 'Something Went Wrong' for an unknown id. */
export const deleteEvent = http.delete(
  api('/api/apps/calendar/:id'),
  authorized({ action: 'delete', subject: 'Calendar' }, ({ params }) => {
    const id = idParam(params.id);
    // A malformed id gets this call's documented 400 for an unknown id: already a 400.
    if (id === undefined) return jsonError(400, UNKNOWN_EVENT);
    const index = db.calendarEvents.findIndex((e) => e.id === id);
    if (index === -1) return jsonError(400, UNKNOWN_EVENT);
    db.calendarEvents.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
);
