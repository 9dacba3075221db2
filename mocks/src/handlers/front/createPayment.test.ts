import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';

const pay = (changes: Record<string, unknown> = {}) =>
  fetch('http://localhost/api/front/payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      plan: 'team',
      period: 'yearly',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/99',
      cvc: '123',
      name: 'Ada Lovelace',
      address: { line1: '1 Main Street', city: 'Paris', postcode: '75001', country: 'France' },
      ...changes,
    }),
  });

beforeAll(() => listenUntilReady());
beforeEach(() => resetMockDb());
afterAll(() => server.close());

test('records a payment with only the brand and last four, and answers its reference', async () => {
  const res = await pay();
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({
    reference: 'PAY-000001',
    plan: 'team',
    period: 'yearly',
    amount: 470,
    brand: 'visa',
    last4: '4242',
  });
  expect(JSON.stringify(db.frontPayments)).not.toContain('4242424242424242');
});

test.each([
  ['a bad checksum', { cardNumber: '4242 4242 4242 4241' }, 'cardNumber'],
  ['a past expiry', { expiry: '01/20' }, 'expiry'],
  ['a short CVC for American Express', { cardNumber: '3782 822463 10005', cvc: '123' }, 'cvc'],
  ['an unknown plan', { plan: 'gold' }, 'plan'],
])('declines %s with a message at the field', async (_, changes, field) => {
  const res = await pay(changes);
  expect(res.status).toBe(400);
  expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([field]);
  expect(db.frontPayments).toHaveLength(0);
});
