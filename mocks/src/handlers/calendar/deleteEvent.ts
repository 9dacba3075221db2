import { http, HttpResponse } from 'msw';
import { db } from '../../db';
import { api, idParam, jsonError } from '../../lib/responses';
import { UNKNOWN_EVENT } from './updateEvent';

/** DELETE /api/apps/calendar/{id} — 204; 400 'Something Went Wrong' for an unknown id (spec 001 §8). */
export const deleteEvent = http.delete(api('/api/apps/calendar/:id'), ({ params }) => {
  const id = idParam(params.id);
  const index = db.calendarEvents.findIndex((e) => e.id === id);
  if (index === -1) return jsonError(400, UNKNOWN_EVENT);
  db.calendarEvents.splice(index, 1);
  return new HttpResponse(null, { status: 204 });
});
