import { server, listenUntilReady } from '../../node';
import { resetMockDb } from '../../db';
import { authFetch } from '../../testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/notifications';
const call = async (method: string, path = '', body?: unknown) => {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

describe('notifications', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists notifications newest first with the unread count', async () => {
    const { body } = await call('GET');
    expect(body.unread).toBe(3);
    const times = body.notifications.map((n: { time: string }) => n.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('marks one read or unread, and all read', async () => {
    expect((await call('PATCH', '/8', { read: true })).body.unread).toBe(2);
    expect((await call('PATCH', '/5', { read: false })).body.unread).toBe(3);
    expect((await call('POST', '/read-all')).body.unread).toBe(0);
  });

  it('removes one, and rejects unknown ids and bad bodies without changes', async () => {
    expect((await call('DELETE', '/8')).body.notifications).toHaveLength(5);
    expect((await call('DELETE', '/8')).status).toBe(404);
    expect((await call('PATCH', '/7', { read: 'yes' })).status).toBe(400);
    expect((await call('PATCH', '/7', '{')).status).toBe(400);
    expect((await call('GET')).body.unread).toBe(2);
  });
});
