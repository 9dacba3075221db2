import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { revisionOf } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { putWithRevision } from '@atrium/mocks/testing/putWithRevision';

const admin = authFetch('admin');
const client = authFetch('client');
const BASE = 'http://localhost/api/apps/ecommerce';

const call = async (f: typeof fetch, path: string, method = 'GET', body?: unknown) => {
  const res = await f(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

const ADDRESS = { line1: '1 Main St', city: 'Lyon', state: 'Rhône', postcode: '69001', country: 'France' };

describe('customer preferences and password', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  const customerId = () => db.customers[0].customerId;

  it('answers defaults, then the saved preferences (merged)', async () => {
    const { status, body } = await call(admin, `/customers/${customerId()}/preferences`);
    expect(status).toBe(200);
    expect(body.twoStep).toBe(false);
    const notifications = { ...body.notifications, newDevice: { email: false, browser: true, app: true } };
    expect(
      (await call(admin, `/customers/${customerId()}/preferences`, 'PUT', { notifications })).status,
    ).toBe(200);
    const saved = await call(admin, `/customers/${customerId()}/preferences`, 'PUT', { twoStep: true });
    expect(saved.body).toEqual({ notifications, twoStep: true });
    expect((await call(admin, `/customers/${customerId()}/preferences`)).body).toEqual(saved.body);
  });

  it('refuses a save of the notifications made from ones someone changed since (412 with theirs)', async () => {
    const url = `${BASE}/customers/${customerId()}/preferences`;
    const opened = (await call(admin, `/customers/${customerId()}/preferences`)).body.notifications;
    const theirs = { ...opened, newForYou: { email: false, browser: false, app: false } };
    const first = await putWithRevision(admin, url, { notifications: theirs }, `"${revisionOf(opened)}"`);
    expect(first.status).toBe(200);
    const mine = { ...opened, newDevice: { email: false, browser: false, app: false } };
    const stale = await putWithRevision(admin, url, { notifications: mine }, `"${revisionOf(opened)}"`);
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({
      message: 'Someone else changed this since you opened it',
      current: { notifications: theirs },
    });
    expect(db.customerPreferences[String(customerId())].notifications).toEqual(theirs);
    // The two-step switch sets a value: not checked against the notifications' revision.
    expect((await putWithRevision(admin, url, { twoStep: true }, `"${revisionOf(opened)}"`)).status).toBe(
      200,
    );
  });

  it('refuses bad bodies, unknown customers and callers without the right', async () => {
    expect(
      (await call(admin, `/customers/${customerId()}/preferences`, 'PUT', { twoStep: 'yes' })).status,
    ).toBe(400);
    expect((await call(admin, '/customers/999999999/preferences')).status).toBe(404);
    expect(
      (await call(client, `/customers/${customerId()}/preferences`, 'PUT', { twoStep: true })).status,
    ).toBe(403);
    expect(db.customerPreferences).toEqual({});
  });

  it('sets a password of at least 8 characters', async () => {
    expect(
      (await call(admin, `/customers/${customerId()}/password`, 'POST', { password: 'short' })).status,
    ).toBe(400);
    expect(
      (await call(admin, `/customers/${customerId()}/password`, 'POST', { password: 'long-enough' })).status,
    ).toBe(204);
  });
});

describe('order addresses', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('saves the shipping or billing address; the order answers it from then on', async () => {
    const id = db.orders[0].id;
    const saved = await call(admin, `/orders/${id}/addresses/shipping`, 'PUT', ADDRESS);
    expect(saved.status).toBe(200);
    expect(saved.body.shippingAddress).toEqual(ADDRESS);
    const order = await call(admin, `/orders/${id}`);
    expect(order.body.shippingAddress).toEqual(ADDRESS);
    expect(order.body.billingAddress).not.toEqual(ADDRESS);
  });

  it('refuses an address save made from one someone changed since (412 with theirs), keeping theirs', async () => {
    const order = db.orders[0];
    const url = `${BASE}/orders/${order.id}/addresses/shipping`;
    const opened = structuredClone(order.shippingAddress);
    expect((await putWithRevision(admin, url, ADDRESS, `"${revisionOf(opened)}"`)).status).toBe(200);
    const mine = { ...opened, city: 'Nantes' };
    const stale = await putWithRevision(admin, url, mine, `"${revisionOf(opened)}"`);
    expect(stale.status).toBe(412);
    expect(stale.body.current).toEqual(ADDRESS);
    expect(db.orders[0].shippingAddress).toEqual(ADDRESS);
    // Made from the address as it is now, it saves.
    expect((await putWithRevision(admin, url, mine, `"${revisionOf(ADDRESS)}"`)).status).toBe(200);
  });

  it('refuses a bad address, an unknown kind or order, and callers without the right', async () => {
    const id = db.orders[0].id;
    const before = JSON.stringify(db.orders[0]);
    const bad = await call(admin, `/orders/${id}/addresses/billing`, 'PUT', { ...ADDRESS, city: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.city).toBeDefined();
    expect((await call(admin, `/orders/${id}/addresses/home`, 'PUT', ADDRESS)).status).toBe(404);
    expect((await call(admin, '/orders/999999/addresses/billing', 'PUT', ADDRESS)).status).toBe(404);
    expect((await call(client, `/orders/${id}/addresses/billing`, 'PUT', ADDRESS)).status).toBe(403);
    expect(JSON.stringify(db.orders[0])).toBe(before);
  });
});

describe('categories', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  const NEW = { name: 'Garden', slug: 'garden', description: 'Outdoor', parent: '', status: 'Published' };

  it('adds a category and lists it', async () => {
    expect((await call(admin, '/categories')).body).toEqual({ categories: [] });
    const added = await call(admin, '/categories', 'POST', NEW);
    expect(added.status).toBe(201);
    expect((await call(admin, '/categories')).body.categories).toEqual([NEW]);
  });

  it('refuses a taken name (built-in or added, any case) with 409 on the name, and a bad slug', async () => {
    await call(admin, '/categories', 'POST', NEW);
    const taken = await call(admin, '/categories', 'POST', { ...NEW, name: 'GARDEN', slug: 'garden-2' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.name).toBeDefined();
    expect((await call(admin, '/categories', 'POST', { ...NEW, name: 'Games' })).status).toBe(409);
    expect(
      (await call(admin, '/categories', 'POST', { ...NEW, name: 'Tools', slug: 'Bad Slug' })).status,
    ).toBe(400);
    expect((await call(client, '/categories', 'POST', { ...NEW, name: 'Other' })).status).toBe(403);
    expect(db.categories).toHaveLength(1);
  });
});
