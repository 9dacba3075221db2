import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { revisionOf } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { putWithRevision } from '@atrium/mocks/testing/putWithRevision';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/apps/ecommerce/settings';
const get = async () => {
  const res = await fetch(BASE);
  return { status: res.status, body: await res.json() };
};
const put = async (section: string, body: unknown) => {
  const res = await fetch(`${BASE}/${section}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

describe('ecommerce settings', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('answers every section', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([
      'store',
      'payments',
      'checkout',
      'shipping',
      'locations',
      'notifications',
    ]);
    expect(body.store.name).toBe('Atrium Store');
    expect(body.shipping.zones.length).toBeGreaterThan(0);
    expect(body.locations.locations.filter((l: { isDefault: boolean }) => l.isDefault)).toHaveLength(1);
    expect(body.notifications.events.orderPlaced).toEqual({ email: true, app: true, sms: false });
  });

  it('saves a section (trimmed) and answers all the settings; the others stay', async () => {
    const { body: before } = await get();
    const store = { ...before.store, name: '  Corner Shop ', currency: 'EUR' };
    const { status, body } = await put('store', store);
    expect(status).toBe(200);
    expect(body.store).toEqual({ ...before.store, name: 'Corner Shop', currency: 'EUR' });
    expect(body.payments).toEqual(before.payments);
    expect((await get()).body.store.name).toBe('Corner Shop');
  });

  it('saves shipping zones with their rates, and an empty list of zones', async () => {
    const zones = [
      {
        id: 'z',
        name: 'Gulf',
        countries: ['AE', 'SA'],
        rates: [{ name: 'Courier', price: 0, minDays: 2, maxDays: 2 }],
      },
    ];
    expect((await put('shipping', { zones })).body.shipping.zones).toEqual(zones);
    expect((await put('shipping', { zones: [] })).status).toBe(200);
    expect(db.ecommerceSettings.shipping.zones).toEqual([]);
  });

  it('rejects a bad body with field errors and changes nothing', async () => {
    const { body: before } = await get();
    const store = await put('store', { ...before.store, email: 'nope', name: '' });
    expect(store.status).toBe(400);
    expect(store.body.errors).toMatchObject({
      name: ['This field is required'],
      email: ['Enter a valid email'],
    });

    const zone = before.shipping.zones[0];
    const shipping = await put('shipping', {
      zones: [{ ...zone, countries: [], rates: [{ name: 'X', price: -1, minDays: 3, maxDays: 1 }] }],
    });
    expect(shipping.status).toBe(400);
    expect(shipping.body.errors).toMatchObject({
      'zones.0.countries': ['Choose at least one country'],
      'zones.0.rates.0.price': ['Cannot be negative'],
    });

    const locations = await put('locations', {
      locations: before.locations.locations.map((l: object) => ({ ...l, isDefault: true })),
    });
    expect(locations.status).toBe(400);
    expect(locations.body.errors).toEqual({ locations: ['Mark exactly one location as the default'] });

    const payments = await put('payments', {
      ...before.payments,
      providers: { stripe: false, paypal: false, razorpay: false, adyen: false },
      manualMethods: { bankTransfer: false, cashOnDelivery: false, moneyOrder: false },
    });
    expect(payments.status).toBe(400);
    expect(payments.body.errors.providers).toEqual(['Enable at least one payment method']);

    expect((await put('checkout', 'not json')).status).toBe(400);
    expect((await get()).body).toEqual(before);
  });

  it('refuses a save made from a section someone saved since (412 with it now), and changes nothing', async () => {
    const opened = structuredClone(db.ecommerceSettings.store);
    const url = `${BASE}/store`;
    const first = await putWithRevision(fetch, url, { ...opened, name: 'First' }, `"${revisionOf(opened)}"`);
    expect(first.status).toBe(200);
    expect(first.etag).toBe(`"${revisionOf(first.body.store)}"`);

    const late = await putWithRevision(
      fetch,
      url,
      { ...opened, phone: '+1 555 0100' },
      `"${revisionOf(opened)}"`,
    );
    expect(late.status).toBe(412);
    expect(late.body).toEqual({
      message: 'Someone else changed these settings since you opened it',
      current: first.body.store,
    });
    expect(db.ecommerceSettings.store).toEqual(first.body.store);
  });

  it('answers 404 with a message for an unknown section', async () => {
    const { status, body } = await put('taxes', {});
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'No settings section with this name' });
  });
});
