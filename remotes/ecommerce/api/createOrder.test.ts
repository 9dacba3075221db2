import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { OrderDetailResponse, StoreProfile } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { setMockClock } from '@atrium/mocks/lib/clock';

// A new order, as the API takes it from an admin and refuses it from anyone trying to set its price,
// take stock that is not there, or ship where the store does not: priced by the server from the
// products and the settings, with the stock and the customer's figures following.
const admin = authFetch('admin');
const client = authFetch('client');
const BASE = 'http://localhost/api/apps/ecommerce';
const NOW = Date.UTC(2026, 10, 28, 9, 5);

type Answer = OrderDetailResponse & { message?: string; errors?: Record<string, string[]> };
const place = async (body: unknown, as = admin) => {
  const res = await as(`${BASE}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer };
};
const usCustomer = () => db.customers.find((c) => c.countryCode === 'us')!;
const forSale = () => db.products.filter((p) => p.status === 'Published' && p.qty >= 3);
const address = { line1: '1 Market St', city: 'San Francisco', state: 'CA', postcode: '94105' };
const orderFor = (customerId: number, lines: { productId: number; qty: number }[]) => ({
  customerId,
  lines,
  shippingRate: 'Express',
  method: 'mastercard',
  paid: true,
  shippingAddress: address,
});
const snapshot = () => structuredClone({ orders: db.orders, products: db.products, customers: db.customers });

describe('new orders (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    setMockClock(() => NOW);
  });
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('prices the order from the products and the settings, takes the stock and adds to the customer', async () => {
    db.ecommerceSettings.store.taxRate = 10;
    const customer = usCustomer();
    const before = { count: customer.order, total: customer.totalSpent };
    const [a, b] = forSale();
    const stock = [a.qty, b.qty];
    const price = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
    const res = await place(
      orderFor(customer.customerId, [
        { productId: a.id, qty: 2 },
        { productId: b.id, qty: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    const subtotal = Math.round((price(a.price) * 2 + price(b.price)) * 100);
    const tax = Math.round(subtotal / 10);
    expect(res.body.totals).toEqual({
      subtotal: subtotal / 100,
      discount: 0,
      tax: tax / 100,
      shipping: 14.99,
      total: (subtotal + tax + 1499) / 100,
    });
    expect(res.body.order).toMatchObject({
      customer: customer.customer,
      status: 'Processing',
      payment: 1,
      date: '11/28/2026',
      time: '9:05 AM',
      spent: (subtotal + tax + 1499) / 100,
    });
    expect(res.body.order.order).toBe(Math.max(...db.orders.map((o) => o.order)));
    expect(res.body.activity.map((s) => [s.step, s.by])).toEqual([
      ['placed', 'John Doe'],
      ['paid', 'John Doe'],
    ]);
    expect(res.body.actions).toEqual(['ship', 'cancel', 'refund']);
    expect([a.qty, b.qty]).toEqual([stock[0] - 2, stock[1] - 1]);
    expect(customer.order).toBe(before.count + 1);
    expect(customer.totalSpent).toBeCloseTo(before.total + (subtotal + tax + 1499) / 100, 2);

    // It is an order like the others: listed first by number, and read back as it was answered.
    const read = await admin(`${BASE}/orders/${res.body.order.id}`);
    expect(await read.json()).toEqual(res.body);
  });

  it('prices a product at what it costs now: a price the client sends is refused, not taken', async () => {
    const [a] = forSale();
    a.price = '$12.34';
    const forged = { ...orderFor(usCustomer().customerId, [{ productId: a.id, qty: 1 }]), spent: 0.01 };
    expect((await place(forged)).status).toBe(400);
    const forgedLine = orderFor(usCustomer().customerId, [{ productId: a.id, qty: 1, price: 0 } as never]);
    expect((await place(forgedLine)).status).toBe(400);
    const fair = await place(orderFor(usCustomer().customerId, [{ productId: a.id, qty: 1 }]));
    expect(fair.body.items[0].price).toBe(12.34);
  });

  it('refuses what cannot be sold or shipped, and changes nothing', async () => {
    const customer = usCustomer();
    const [a] = forSale();
    const hidden = db.products.find((p) => p.status !== 'Published')!;
    const before = snapshot();
    const cases: [unknown, number, RegExp][] = [
      [orderFor(customer.customerId, [{ productId: a.id, qty: a.qty + 1 }]), 409, /Only \d+ of/],
      [orderFor(customer.customerId, [{ productId: hidden.id, qty: 1 }]), 409, /not for sale/],
      [orderFor(customer.customerId, [{ productId: 999_999, qty: 1 }]), 400, /No product/],
      [orderFor(999_999, [{ productId: a.id, qty: 1 }]), 400, /No customer/],
      [
        { ...orderFor(customer.customerId, [{ productId: a.id, qty: 1 }]), shippingRate: 'Teleport' },
        400,
        /no rate/,
      ],
      [orderFor(customer.customerId, []), 400, /at least one product/],
      [
        orderFor(customer.customerId, [
          { productId: a.id, qty: 1 },
          { productId: a.id, qty: 1 },
        ]),
        400,
        /two lines/,
      ],
      [orderFor(customer.customerId, [{ productId: a.id, qty: 0 }]), 400, /At least 1/],
      [
        { ...orderFor(customer.customerId, [{ productId: a.id, qty: 1 }]), shippingAddress: { line1: '' } },
        400,
        /Invalid/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await place(body);
      expect([res.status, res.body.message]).toEqual([status, expect.stringMatching(message)]);
    }
    // A country no zone serves.
    db.ecommerceSettings.shipping.zones = db.ecommerceSettings.shipping.zones.filter(
      (z) => !(z.countries as readonly string[]).includes('US'),
    );
    const unserved = await place(orderFor(customer.customerId, [{ productId: a.id, qty: 1 }]));
    expect([unserved.status, unserved.body.message]).toEqual([
      409,
      expect.stringMatching(/does not ship to/),
    ]);
    expect({ orders: db.orders, products: db.products, customers: db.customers }).toEqual(before);
  });

  it('asks the address lines the checkout settings ask for', async () => {
    const customer = usCustomer();
    const [a] = forSale();
    db.ecommerceSettings.checkout.addressLine2 = 'required';
    const missing = await place(orderFor(customer.customerId, [{ productId: a.id, qty: 1 }]));
    expect([missing.status, missing.body.errors]).toEqual([
      400,
      { 'shippingAddress.line2': ['The second address line is required'] },
    ]);
    db.ecommerceSettings.checkout.addressLine2 = 'hidden';
    const withLine = { ...orderFor(customer.customerId, [{ productId: a.id, qty: 1 }]) };
    withLine.shippingAddress = { ...address, line2: 'Floor 3' } as typeof address;
    const kept = await place(withLine);
    expect(kept.body.shippingAddress).toEqual({ ...address, country: customer.country });
  });

  it('lets only who may create orders place one (403 for a client), and anyone signed in read the store', async () => {
    const [a] = forSale();
    const before = snapshot();
    expect(
      (await place(orderFor(usCustomer().customerId, [{ productId: a.id, qty: 1 }]), client)).status,
    ).toBe(403);
    expect({ orders: db.orders, products: db.products, customers: db.customers }).toEqual(before);

    db.ecommerceSettings.store.currency = 'EUR';
    const store = await client(`${BASE}/store`);
    expect(store.status).toBe(200);
    expect((await store.json()) as StoreProfile).toMatchObject({
      currency: 'EUR',
      orderIdPrefix: '#',
      taxRate: 7.5,
    });
    expect((await fetch(`${BASE}/store`)).status).toBe(401);
  });
});
