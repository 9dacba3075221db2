import type { CalendarEvent } from '@atrium/contracts';
import {
  eventFormSchema,
  eventFromForm,
  formFromEvent,
  newEventForm,
  nextDay,
  previousDay,
  withAllDay,
  type EventForm,
} from './eventForm';

const timed: CalendarEvent = {
  id: 2,
  url: '',
  title: 'Meeting With Client',
  start: new Date(2026, 10, 6, 13, 0).toISOString(),
  end: new Date(2026, 10, 6, 14, 30).toISOString(),
  allDay: false,
  extendedProps: { calendar: 'Business', location: 'Head office' },
};

const trip: CalendarEvent = {
  id: 3,
  url: '',
  title: 'Family Trip',
  start: '2026-11-08T00:00:00.000Z',
  end: '2026-11-10T00:00:00.000Z',
  allDay: true,
  extendedProps: { calendar: 'Holiday' },
};

const errorsOf = (form: EventForm) => {
  const result = eventFormSchema.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

test('a timed event shows its local times, and saves back to the same instants', () => {
  const form = formFromEvent(timed);
  expect(form).toMatchObject({
    start: '2026-11-06T13:00',
    end: '2026-11-06T14:30',
    allDay: false,
    calendar: 'Business',
    location: 'Head office',
    description: '',
  });
  expect(eventFromForm(form)).toEqual({
    title: 'Meeting With Client',
    start: timed.start,
    end: timed.end,
    allDay: false,
    url: '',
    extendedProps: { calendar: 'Business', location: 'Head office' },
  });
});

test('an all-day event shows its last day; saving makes the end exclusive again', () => {
  const form = formFromEvent(trip);
  expect(form).toMatchObject({ start: '2026-11-08', end: '2026-11-09', allDay: true });
  expect(eventFromForm(form)).toMatchObject({ start: trip.start, end: trip.end, allDay: true });
});

test('a new event: a whole day, or an hour from the time chosen', () => {
  expect(newEventForm(new Date(2026, 10, 23), true)).toMatchObject({
    start: '2026-11-23',
    end: '2026-11-23',
    allDay: true,
    calendar: 'Business',
  });
  expect(newEventForm(new Date(2026, 10, 23, 9, 30), false, 'Family')).toMatchObject({
    start: '2026-11-23T09:30',
    end: '2026-11-23T10:30',
    calendar: 'Family',
  });
});

test('switching all day keeps the days', () => {
  expect(withAllDay({ start: '2026-11-23T09:30', end: '2026-11-24T10:00' }, true)).toEqual({
    start: '2026-11-23',
    end: '2026-11-24',
  });
  expect(withAllDay({ start: '2026-11-23', end: '2026-11-24' }, false)).toEqual({
    start: '2026-11-23T09:00',
    end: '2026-11-24T09:00',
  });
});

test('validation: title, dates in the right format, end not before start, a real URL', () => {
  const valid = newEventForm(new Date(2026, 10, 23, 9, 0), false);
  expect(errorsOf({ ...valid, title: 'Standup' })).toEqual({});
  expect(errorsOf({ ...valid, title: '  ' }).title).toBe('calendar.errors.titleRequired');
  expect(errorsOf({ ...valid, title: 'x', end: '2026-11-23T08:00' }).end).toBe(
    'calendar.errors.endBeforeStart',
  );
  expect(errorsOf({ ...valid, title: 'x', start: '2026-11-23' }).start).toBe('calendar.errors.dateInvalid');
  expect(errorsOf({ ...valid, title: 'x', url: 'not a url' }).url).toBe('calendar.errors.urlInvalid');
  expect(errorsOf({ ...valid, title: 'x', url: 'https://meet.example/abc' })).toEqual({});
});

test('days across month and year ends', () => {
  expect(nextDay('2026-12-31')).toBe('2027-01-01');
  expect(previousDay('2027-03-01')).toBe('2027-02-28');
});
