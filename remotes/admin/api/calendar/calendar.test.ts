import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { CalendarEvent } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/apps/calendar';
const list = async (qs = '') => (await (await fetch(`${BASE}${qs}`)).json()) as CalendarEvent[];
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
const ALL = '?calendars=Business&calendars=Holiday&calendars=Personal&calendars=ETC&calendars=Family';
const newEvent = {
  title: 'Launch party',
  start: '2026-06-10T18:00:00.000Z',
  end: '2026-06-10T22:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Family' },
};

describe('calendar', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('answers only events of the calendars given (repeated query)', async () => {
    expect(await list(ALL)).toHaveLength(db.calendarEvents.length);
    const some = await list('?calendars=Business&calendars=Holiday');
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((e) => ['Business', 'Holiday'].includes(e.extendedProps.calendar))).toBe(true);
    expect(some.length).toBe(
      db.calendarEvents.filter((e) => ['Business', 'Holiday'].includes(e.extendedProps.calendar)).length,
    );
    expect(await list('?calendars[]=Family')).toEqual(
      db.calendarEvents.filter((e) => e.extendedProps.calendar === 'Family'),
    );
  });

  it('answers no events when no calendar is given or it is unknown', async () => {
    expect(await list()).toEqual([]);
    expect(await list('?calendars=business')).toEqual([]);
  });

  it('creates an event with id last + 1 and 201', async () => {
    const lastId = db.calendarEvents.at(-1)!.id;
    const res = await send('POST', '', newEvent);
    expect(res.status).toBe(201);
    const created = (await res.json()) as CalendarEvent;
    expect(created).toEqual({ ...newEvent, url: '', id: lastId + 1 });
    expect((await list('?calendars=Family')).some((e) => e.id === lastId + 1)).toBe(true);
  });

  it('gives last id + 1 even after a deletion in the middle', async () => {
    await send('DELETE', '/1');
    const created = (await (await send('POST', '', newEvent)).json()) as CalendarEvent;
    expect(created.id).toBe(13);
  });

  it('rejects a bad new event with 400', async () => {
    expect((await send('POST', '', '{')).status).toBe(400);
    expect((await send('POST', '', { ...newEvent, title: '' })).status).toBe(400);
    expect((await send('POST', '', { ...newEvent, start: 'tomorrow-ish' })).status).toBe(400);
    expect((await send('POST', '', { ...newEvent, extendedProps: { calendar: 'Work' } })).status).toBe(400);
    const backwards = await send('POST', '', { ...newEvent, end: '2026-06-09T00:00:00.000Z' });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { message: string }).message).toMatch(/end/);
    expect(db.calendarEvents).toHaveLength(12);
  });

  it('merges an update into the event, keeping its id; 201', async () => {
    const { start } = db.calendarEvents[1];
    const res = await send('PUT', '/2', {
      id: 77,
      title: 'Client call',
      extendedProps: { calendar: 'Personal' },
    });
    expect(res.status).toBe(201);
    const updated = (await res.json()) as CalendarEvent;
    expect(updated).toEqual({ ...db.calendarEvents[1], title: 'Client call' });
    expect(updated.id).toBe(2);
    expect(updated.start).toBe(start);
    expect(updated.extendedProps.calendar).toBe('Personal');
  });

  it("answers 400 'Something Went Wrong' for an unknown id on update and delete", async () => {
    for (const res of [
      await send('PUT', '/999', { title: 'x' }),
      await send('DELETE', '/999'),
      await send('DELETE', '/abc'),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Something Went Wrong' });
    }
  });

  it('rejects a bad update with 400 and changes nothing', async () => {
    expect((await send('PUT', '/2', 'nope')).status).toBe(400);
    expect((await send('PUT', '/2', { allDay: 'yes' })).status).toBe(400);
    expect((await send('PUT', '/2', { end: '2026-05-01T00:00:00.000Z' })).status).toBe(400);
    expect(db.calendarEvents[1].title).toBe('Meeting With Client');
  });

  it('deletes exactly that event with 204', async () => {
    const res = await send('DELETE', '/3');
    expect(res.status).toBe(204);
    expect(db.calendarEvents).toHaveLength(11);
    expect(db.calendarEvents.some((e) => e.id === 3)).toBe(false);
    expect((await send('DELETE', '/3')).status).toBe(400);
  });
});
