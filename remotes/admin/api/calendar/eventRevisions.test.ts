import { eventRevision } from '@atrium/contracts';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { putWithRevision } from '@atrium/mocks/testing/putWithRevision';

// Two people edit one event: the later save, made from the revision its drawer opened, is refused once
// the event has changed since. A drag (no If-Match) is merged as before.

const admin = authFetch('admin');

describe('editing an event someone else changed', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('refuses a save from an older revision with the event as it is now; a change without one is merged', async () => {
    const opened = structuredClone(db.calendarEvents[0]);
    const url = `http://localhost/api/apps/calendar/${opened.id}`;
    const first = await putWithRevision(admin, url, { title: 'First' }, `"${eventRevision(opened)}"`);
    expect(first.status).toBe(201);
    expect(first.etag).toBe(`"${eventRevision(first.body)}"`);

    const late = await putWithRevision(admin, url, { title: 'Second' }, `"${eventRevision(opened)}"`);
    expect(late.status).toBe(412);
    expect(late.body.current.title).toBe('First');
    expect(db.calendarEvents[0].title).toBe('First');

    const dragged = await putWithRevision(admin, url, { allDay: !opened.allDay });
    expect(dragged.status).toBe(201);
    expect(dragged.body).toMatchObject({ title: 'First', allDay: !opened.allDay });
  });
});
