import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { authFetch } from '../../testing/authFetch';
import { DEMO_ADMIN_ID, DEMO_CLIENT_ID } from '../../data/credentials';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/notifications';
const client = authFetch('client');
const call = async (method: string, path = '', body?: unknown, as = fetch) => {
  const res = await as(`${BASE}${path}`, {
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

  it('every sample account has notifications of its own', () => {
    for (const user of db.users)
      expect([user.id, db.notifications.some((n) => n.userId === user.id)]).toEqual([user.id, true]);
  });

  it("lists only the caller's own, and another user's id answers 404 and changes nothing", async () => {
    const own = (await call('GET', '', undefined, client)).body;
    const clientIds = db.notifications.filter((n) => n.userId === DEMO_CLIENT_ID).map((n) => n.id);
    expect(own.notifications.map((n: { id: number }) => n.id).sort()).toEqual(clientIds.sort());
    expect(own.notifications[0]).not.toHaveProperty('userId');
    const before = structuredClone(db.notifications);
    const adminsId = db.notifications.find((n) => n.userId === DEMO_ADMIN_ID && !n.read)!.id;
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PATCH', { read: true }],
    ] as const) {
      const res = await call(method, `/${adminsId}`, body, client);
      expect(res).toEqual({ status: 404, body: { message: 'Notification not found' } });
    }
    expect((await call('POST', '/read-all', undefined, client)).body.unread).toBe(0);
    expect(db.notifications.filter((n) => n.userId !== DEMO_CLIENT_ID)).toEqual(
      before.filter((n) => n.userId !== DEMO_CLIENT_ID),
    );
    expect((await call('GET')).body.unread).toBe(3);
  });
});
