import type { CalendarEvent, CalendarName } from '@atrium/contracts';

// [title, day (0 = the 1st of the current month; negative = the month before), start time (UTC) or
//  null for all day, length (minutes, or days when all day), calendar]
const EVENTS: [string, number, string | null, number, CalendarName][] = [
  ['Design Review', 3, '09:00', 90, 'Business'],
  ['Meeting With Client', 5, '13:00', 60, 'Business'],
  ['Family Trip', 7, null, 2, 'Holiday'],
  ["Doctor's Appointment", 11, '15:00', 60, 'Personal'],
  ['Dart Game?', 13, '18:00', 120, 'ETC'],
  ['Meditation', 14, '06:30', 30, 'Personal'],
  ['Dinner', 15, '19:00', 120, 'Family'],
  ['Product Review', 18, null, 1, 'Business'],
  ['Monthly Meeting', 26, '10:00', 60, 'Business'],
  ['Monthly Checkup', -3, null, 1, 'Personal'],
  ['Public Holiday', -10, null, 1, 'Holiday'],
  ["Grandma's Birthday", 36, null, 1, 'Family'],
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * 12 events over every calendar, placed around the current month (`today`'s), so the calendar never
 * opens on an empty month: the same events on every load within a month.
 */
export function buildCalendarEvents(today: Date = new Date()): CalendarEvent[] {
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  return EVENTS.map(([title, day, time, length, calendar], i) => {
    const dayStart = monthStart + day * DAY;
    const [hours = 0, minutes = 0] = time ? time.split(':').map(Number) : [];
    const start = dayStart + (hours * 60 + minutes) * MINUTE;
    const end = time ? start + length * MINUTE : dayStart + length * DAY;
    return {
      id: i + 1,
      url: '',
      title,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      allDay: time === null,
      extendedProps: { calendar, ...(calendar === 'Business' ? { location: 'Head office, room 2' } : {}) },
    };
  });
}
