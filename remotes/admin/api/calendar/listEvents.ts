import { http, HttpResponse } from 'msw';
import type { CalendarListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * GET /api/apps/calendar — events whose calendar is among the repeated `calendars` values
 * (`calendars[]` and comma lists are read too); none given, none answered.
 */
export const listEvents = http.get(
  api('/api/apps/calendar'),
  authorized({ action: 'read', subject: 'Calendar' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const wanted = new Set(
      [...params.getAll('calendars'), ...params.getAll('calendars[]')]
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    );
    return HttpResponse.json<CalendarListResponse>(
      db.calendarEvents.filter((e) => wanted.has(e.extendedProps.calendar)),
    );
  }),
);
