import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';

const ADDRESS = {
  fullName: 'Ada Lovelace',
  line1: '1 Main Street',
  city: 'Paris',
  postcode: '75001',
  country: 'France',
};

const order = (body: Record<string, unknown>) =>
  fetch('http://localhost/api/front/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ address: ADDRESS, payment: 'card', ...body }),
  });

beforeAll(() => listenUntilReady());
beforeEach(() => resetMockDb());
afterAll(() => server.close());

test('prices the cart: shipping under $300, free from it, 10 % tax', async () => {
  const small = await order({ items: [{ id: 'headphones', quantity: 1 }] });
  expect(small.status).toBe(201);
  expect(await small.json()).toEqual({
    orderNumber: 'ORD-00001',
    subtotal: 79,
    shipping: 15,
    tax: 7.9,
    total: 101.9,
  });
  const large = await order({
    items: [
      { id: 'watch', quantity: 1 },
      { id: 'sleeve', quantity: 4 },
    ],
  });
  expect(await large.json()).toMatchObject({ subtotal: 315, shipping: 0, tax: 31.5, total: 346.5 });
  expect(db.frontOrders).toHaveLength(2);
});

test.each([
  ['an empty cart', { items: [] }, 'items'],
  ['an unknown item', { items: [{ id: 'yacht', quantity: 1 }] }, 'items.0.id'],
  ['a quantity of 0', { items: [{ id: 'watch', quantity: 0 }] }, 'items.0.quantity'],
  [
    'no name',
    { items: [{ id: 'watch', quantity: 1 }], address: { ...ADDRESS, fullName: '' } },
    'address.fullName',
  ],
])('refuses %s', async (_, body, field) => {
  const res = await order(body);
  expect(res.status).toBe(400);
  expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([field]);
  expect(db.frontOrders).toHaveLength(0);
});
