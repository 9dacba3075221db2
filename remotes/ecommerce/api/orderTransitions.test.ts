import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { OrderDetailResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// An order's lifecycle, as the API enforces it: paid before shipped, shipped with a tracking number,
// delivered; cancelled only before it ships; refunded whole or by lines, never more than was ordered.
// Stock and the customer's total follow.
const admin = authFetch('admin');
const client = authFetch('client');
const ORDERS = 'http://localhost/api/apps/ecommerce/orders';

const step = async (id: number, body: unknown, as = admin) => {
  const res = await as(`${ORDERS}/${id}/transitions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as OrderDetailResponse & { message?: string } };
};
const paidProcessing = () => db.orders.find((o) => o.status === 'Processing' && o.payment === 1)!;
const customerOf = (email: string) => db.customers.find((c) => c.email === email)!;
const productQty = (id: number) => db.products.find((p) => p.id === id)?.qty;

describe('order transitions (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('ships a paid order, delivers it, refunds it: history, stock and the customer’s total follow', async () => {
    const order = paidProcessing();
    const before = customerOf(order.email).totalSpent;
    const line = order.items[0];
    const stock = productQty(line.productId)!;
    expect((await step(order.id, { action: 'ship', carrier: 'DHL', trackingNumber: 'JD-0142' })).status).toBe(
      200,
    );
    expect((await step(order.id, { action: 'outForDelivery' })).status).toBe(200);
    const delivered = await step(order.id, { action: 'deliver' });
    expect(delivered.body.order.status).toBe('Delivered');
    expect(delivered.body.actions).toEqual(['refund']);
    const refunded = await step(order.id, { action: 'refund' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.order.payment).toBe(3);
    expect(refunded.body.refunded.amount).toBe(order.spent);
    expect(refunded.body.activity.map((a) => a.step)).toEqual([
      'placed',
      'paid',
      'dispatched',
      'outForDelivery',
      'delivered',
      'refunded',
    ]);
    expect(refunded.body.activity[2]).toMatchObject({
      carrier: 'DHL',
      trackingNumber: 'JD-0142',
      by: 'John Doe',
    });
    expect(productQty(line.productId)).toBe(stock + line.qty);
    expect(customerOf(order.email).totalSpent).toBeCloseTo(before - order.spent, 2);
    expect(refunded.body.actions).toEqual([]);
  });

  it('refunds by lines, never more than is left, and the last line completes the refund', async () => {
    const order = db.orders.find((o) => o.payment === 1 && o.items.some((i) => i.qty === 2))!;
    const line = order.items.find((i) => i.qty === 2)!;
    const one = await step(order.id, { action: 'refund', lines: [{ productId: line.productId, qty: 1 }] });
    expect(one.status).toBe(200);
    expect(one.body.refunded.lines[String(line.productId)]).toBe(1);
    expect(one.body.order.payment).toBe(1);
    const tooMany = await step(order.id, {
      action: 'refund',
      lines: [{ productId: line.productId, qty: 2 }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/Only 1/);
    const stranger = await step(order.id, { action: 'refund', lines: [{ productId: 999_999, qty: 1 }] });
    expect(stranger.status).toBe(409);
    expect(db.orders.find((o) => o.id === order.id)?.refundedLines?.[String(line.productId)]).toBe(1);
  });

  it('closes an order refunded in full: cancelling it then would return its stock a second time', async () => {
    const order = paidProcessing();
    const line = order.items[0];
    const stock = productQty(line.productId)!;
    const refunded = await step(order.id, { action: 'refund' });
    expect(refunded.body.actions).toEqual([]);
    expect((await step(order.id, { action: 'cancel' })).status).toBe(409);
    expect((await step(order.id, { action: 'ship', carrier: 'DHL', trackingNumber: 'A1' })).status).toBe(409);
    expect(productQty(line.productId)).toBe(stock + line.qty);
  });

  it('cancels an order that has not shipped (a paid one refunded, its stock back), and nothing after', async () => {
    const order = paidProcessing();
    const line = order.items[0];
    const stock = productQty(line.productId)!;
    const cancelled = await step(order.id, { action: 'cancel' });
    expect(cancelled.body.order).toMatchObject({ status: 'Cancelled', payment: 3 });
    expect(productQty(line.productId)).toBe(stock + line.qty);
    expect((await step(order.id, { action: 'ship', carrier: 'DHL', trackingNumber: 'X1' })).status).toBe(409);
    expect((await step(order.id, { action: 'refund' })).status).toBe(409);
  });

  it.each([
    [
      'ship an unpaid order',
      (o: { payment: number }) => o.payment === 2,
      { action: 'ship', carrier: 'DHL', trackingNumber: 'A1' },
    ],
    ['cancel a shipped order', (o: { status: string }) => o.status === 'Delivered', { action: 'cancel' }],
    [
      'deliver an order not out yet',
      (o: { status: string }) => o.status === 'Processing',
      { action: 'deliver' },
    ],
    ['mark a paid order paid', (o: { payment: number }) => o.payment === 1, { action: 'markPaid' }],
  ])('refuses to %s (409), naming what it can be, and changes nothing', async (_, which, body) => {
    const order = db.orders.find(which as (o: (typeof db.orders)[number]) => boolean)!;
    const before = structuredClone(order);
    const res = await step(order.id, body);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/it can be|nothing more/);
    expect(db.orders.find((o) => o.id === order.id)).toEqual(before);
  });

  it('refuses a malformed body (400), a client (403), an unknown order (404), and changes nothing', async () => {
    const order = paidProcessing();
    const before = structuredClone(order);
    expect((await step(order.id, { action: 'ship', carrier: 'DHL' })).status).toBe(400);
    expect(
      (await step(order.id, { action: 'ship', carrier: 'DHL', trackingNumber: '<script>' })).status,
    ).toBe(400);
    expect((await step(order.id, { action: 'teleport' })).status).toBe(400);
    expect((await step(order.id, { action: 'markPaid', payment: 1 })).status).toBe(400);
    expect((await step(order.id, '{"action":')).status).toBe(400);
    expect((await step(order.id, { action: 'refund', lines: [{ productId: 1, qty: -1 }] })).status).toBe(400);
    expect((await step(order.id, { action: 'cancel' }, client)).status).toBe(403);
    expect((await step(999_999, { action: 'cancel' })).status).toBe(404);
    expect(db.orders.find((o) => o.id === order.id)).toEqual(before);
  });
});
