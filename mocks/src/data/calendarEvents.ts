import type { CalendarEvent, CalendarName } from '@atrium/contracts';

// [title, start, end, allDay, calendar]
const EVENTS: [string, string, string, boolean, CalendarName][] = [
  ['Design Review', '2026-05-04T09:00:00.000Z', '2026-05-04T10:30:00.000Z', false, 'Business'],
  ['Meeting With Client', '2026-05-06T13:00:00.000Z', '2026-05-06T14:00:00.000Z', false, 'Business'],
  ['Family Trip', '2026-05-08T00:00:00.000Z', '2026-05-10T00:00:00.000Z', true, 'Holiday'],
  ["Doctor's Appointment", '2026-05-12T15:00:00.000Z', '2026-05-12T16:00:00.000Z', false, 'Personal'],
  ['Dart Game?', '2026-05-14T18:00:00.000Z', '2026-05-14T20:00:00.000Z', false, 'ETC'],
  ['Meditation', '2026-05-15T06:30:00.000Z', '2026-05-15T07:00:00.000Z', false, 'Personal'],
  ['Dinner', '2026-05-16T19:00:00.000Z', '2026-05-16T21:00:00.000Z', false, 'Family'],
  ['Product Review', '2026-05-19T00:00:00.000Z', '2026-05-20T00:00:00.000Z', true, 'Business'],
  ['Monthly Meeting', '2026-05-27T10:00:00.000Z', '2026-05-27T11:00:00.000Z', false, 'Business'],
  ['Monthly Checkup', '2026-05-29T00:00:00.000Z', '2026-05-30T00:00:00.000Z', true, 'Personal'],
  ['Public Holiday', '2026-06-01T00:00:00.000Z', '2026-06-02T00:00:00.000Z', true, 'Holiday'],
  ["Grandma's Birthday", '2026-06-07T00:00:00.000Z', '2026-06-08T00:00:00.000Z', true, 'Family'],
];

/** 12 events over every calendar in May and June 2026 (fixed dates: the same on every load). */
export function buildCalendarEvents(): CalendarEvent[] {
  return EVENTS.map(([title, start, end, allDay, calendar], i) => ({
    id: i + 1,
    url: '',
    title,
    start,
    end,
    allDay,
    extendedProps: { calendar, ...(calendar === 'Business' ? { location: 'Head office, room 2' } : {}) },
  }));
}
