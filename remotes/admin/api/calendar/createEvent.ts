import { http, HttpResponse } from 'msw';
import { calendarEventCreateSchema, type CalendarEvent } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** POST /api/apps/calendar — adds an event with id = last id + 1 (1 when empty); 201 with it. 400 on a bad body. */
export const createEvent = http.post(
  api('/api/apps/calendar'),
  authorized({ action: 'create', subject: 'Calendar' }, async ({ request }) => {
    const body = await parseBody(request, calendarEventCreateSchema);
    if ('error' in body) return body.error;
    const last = db.calendarEvents.at(-1);
    const event: CalendarEvent = { ...body.data, id: (last?.id ?? 0) + 1 };
    db.calendarEvents.push(event);
    return HttpResponse.json(event, { status: 201 });
  }),
);
