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

  it('tells of records as they are, and links to them', async () => {
    const { body } = await call('GET');
    const about = (title: RegExp) =>
      body.notifications.find((n: { title: string }) => title.test(n.title)) as {
        title: string;
        subtitle: string;
        link: string;
      };
    const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

    const orderNote = about(/^New order/);
    const order = db.orders.find((o) => orderNote.link === `/apps/ecommerce/order/details/${o.id}`)!;
    expect(orderNote.title).toBe(`New order #${order.order}`);
    expect(orderNote.subtitle).toBe(`Placed by ${order.customer} for ${money(order.spent)}`);

    const invoiceNote = about(/past due$/);
    const invoice = db.invoices.find((i) => invoiceNote.link === `/apps/invoice/preview/${i.id}`)!;
    expect(invoiceNote.title).toBe(`Invoice #${invoice.id} is past due`);
    expect(invoiceNote.subtitle).toBe(`${invoice.client.company} has not paid ${money(invoice.balance)}`);
    expect(invoice.balance).toBeGreaterThan(0);

    const userNote = about(/^New user/);
    const user = db.users.find((u) => userNote.link === `/apps/user/view/${u.id}`)!;
    expect(userNote.subtitle).toBe(`${user.fullName} joined the ${user.currentPlan} plan`);
    // Every link is a page of the app.
    for (const n of body.notifications as { link?: string }[]) if (n.link) expect(n.link).toMatch(/^\/[a-z]/);
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
