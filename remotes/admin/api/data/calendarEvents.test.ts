import { buildCalendarEvents } from './calendarEvents';

test('places the sample events around the current month, the same on every day of it', () => {
  const early = buildCalendarEvents(new Date('2026-11-02T08:00:00Z'));
  const late = buildCalendarEvents(new Date('2026-11-29T23:00:00Z'));
  expect(late).toEqual(early);
  const months = new Set(early.map((e) => e.start.slice(0, 7)));
  expect(months).toEqual(new Set(['2026-10', '2026-11', '2026-12']));
  expect(early.filter((e) => e.start.startsWith('2026-11')).length).toBeGreaterThanOrEqual(9);
  expect(early[1]).toMatchObject({
    id: 2,
    title: 'Meeting With Client',
    start: '2026-11-06T13:00:00.000Z',
    end: '2026-11-06T14:00:00.000Z',
    allDay: false,
  });
  expect(early[2]).toMatchObject({
    start: '2026-11-08T00:00:00.000Z',
    end: '2026-11-10T00:00:00.000Z',
    allDay: true,
  });
});

test('every event ends after it starts, with ids 1 to 12', () => {
  const events = buildCalendarEvents(new Date('2027-01-15T12:00:00Z'));
  expect(events.map((e) => e.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  for (const e of events) expect(Date.parse(e.end)).toBeGreaterThan(Date.parse(e.start));
  expect(events.find((e) => e.title === 'Public Holiday')?.start).toBe('2026-12-22T00:00:00.000Z');
});
