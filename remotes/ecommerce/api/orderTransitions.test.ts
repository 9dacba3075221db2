import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { orderRevision, type OrderDetailResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { signedInUser } from '@atrium/mocks/testing/signedInUser';
import { setMockClock } from '@atrium/mocks/lib/clock';

// An order's lifecycle, as the API enforces it against a caller who tries what they should not: paid
// before shipped, shipped with a tracking number, delivered; cancelled only before it ships; refunded
// whole or by lines, never more than was ordered, and closed once refunded in full. Stock and the
// customer's figures follow; a refusal changes nothing.
const admin = authFetch('admin');
const client = authFetch('client');
const ORDERS = 'http://localhost/api/apps/ecommerce/orders';
const NOW = Date.UTC(2026, 10, 25, 10, 30);

type Answer = OrderDetailResponse & { message?: string; current?: OrderDetailResponse };
const step = async (id: number, body: unknown, as = admin, headers: Record<string, string> = {}) => {
  const res = await as(`${ORDERS}/${id}/transitions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as Answer };
};
const paidProcessing = () => db.orders.find((o) => o.status === 'Processing' && o.payment === 1)!;
const customerOf = (email: string) => db.customers.find((c) => c.email === email)!;
const productQty = (id: number) => db.products.find((p) => p.id === id)!.qty;
const stockOf = (order: { items: { productId: number }[] }) =>
  order.items.map((i) => productQty(i.productId));
/** Everything a refused step must leave as it was. */
const snapshot = () => structuredClone({ orders: db.orders, products: db.products, customers: db.customers });

describe('order transitions (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    setMockClock(() => NOW);
  });
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('ships a paid order, delivers it, refunds it: it is returned, and history, stock and the customer follow', async () => {
    const order = paidProcessing();
    const customer = customerOf(order.email);
    const before = { total: customer.totalSpent, count: customer.order, stock: stockOf(order) };
    const shipped = await step(order.id, { action: 'ship', carrier: 'DHL', trackingNumber: 'JD-0142' });
    expect(shipped.status).toBe(200);
    expect(shipped.etag).toBe(`"${orderRevision(shipped.body)}"`);
    expect(shipped.body.actions).toEqual(['outForDelivery', 'readyToPickup', 'refund']);
    expect((await step(order.id, { action: 'outForDelivery' })).status).toBe(200);
    const delivered = await step(order.id, { action: 'deliver' });
    expect(delivered.body.order.status).toBe('Delivered');
    expect(delivered.body.actions).toEqual(['refund']);
    const refunded = await step(order.id, { action: 'refund' });
    expect(refunded.status).toBe(200);
    // Refunded in full after it shipped: returned, closed, never "refunded and delivered".
    expect(refunded.body.order).toMatchObject({ payment: 3, status: 'Returned' });
    expect(refunded.body.refunded.amount).toBe(order.spent);
    expect(refunded.body.actions).toEqual([]);
    expect(refunded.body.activity.map((a) => a.step)).toEqual([
      'placed',
      'paid',
      'dispatched',
      'outForDelivery',
      'delivered',
      'refunded',
    ]);
    expect(refunded.body.activity[2]).toEqual({
      step: 'dispatched',
      at: new Date(NOW).toISOString(),
      by: 'John Doe',
      carrier: 'DHL',
      trackingNumber: 'JD-0142',
    });
    expect(refunded.body.activity[5]).toMatchObject({ amount: order.spent, by: 'John Doe' });
    expect(stockOf(order)).toEqual(before.stock.map((qty, i) => qty + order.items[i].qty));
    // A returned order still counts as one the customer placed; its amount is no longer spent.
    expect(customer.order).toBe(before.count);
    expect(Math.round(customer.totalSpent * 100)).toBe(Math.round((before.total - order.spent) * 100));
    expect((await step(order.id, { action: 'refund' })).status).toBe(409);
  });

  it('refunds by lines, never more than is left nor twice, and the last line completes the refund', async () => {
    const order = db.orders.find((o) => o.payment === 1 && o.items.some((i) => i.qty === 2))!;
    const line = order.items.find((i) => i.qty === 2)!;
    const customer = customerOf(order.email);
    const total = customer.totalSpent;
    const stock = productQty(line.productId);
    const one = await step(order.id, { action: 'refund', lines: [{ productId: line.productId, qty: 1 }] });
    expect(one.status).toBe(200);
    expect(one.body.refunded).toEqual({ lines: { [line.productId]: 1 }, amount: line.price });
    expect(one.body.order.payment).toBe(1);
    expect(productQty(line.productId)).toBe(stock + 1);
    expect(customer.totalSpent).toBeCloseTo(total - line.price, 2);

    const refused = snapshot();
    // More than is left, the same line twice in one body, a line the order does not have.
    for (const lines of [
      [{ productId: line.productId, qty: 2 }],
      [
        { productId: line.productId, qty: 1 },
        { productId: line.productId, qty: 1 },
      ],
      [{ productId: 999_999, qty: 1 }],
      [{ productId: line.productId, qty: 1_000_000 }],
    ]) {
      const res = await step(order.id, { action: 'refund', lines });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/Only 1 of product|no line for product/);
    }
    expect(snapshot()).toEqual(refused);

    // What is left, line by line: the order is then refunded in full (what it cost, shipping and tax
    // included), and returned or cancelled.
    const rest = order.items
      .map((i) => ({ productId: i.productId, qty: i.qty - (i.productId === line.productId ? 1 : 0) }))
      .filter((l) => l.qty > 0);
    const last = await step(order.id, { action: 'refund', lines: rest });
    expect(last.status).toBe(200);
    expect(last.body.order.payment).toBe(3);
    expect(['Returned', 'Cancelled']).toContain(last.body.order.status);
    expect(last.body.refunded.amount).toBe(order.spent);
    expect(customer.totalSpent).toBeCloseTo(total - order.spent, 2);
    expect(
      (await step(order.id, { action: 'refund', lines: [{ productId: line.productId, qty: 1 }] })).status,
    ).toBe(409);
  });

  it('closes an order refunded in full: cancelling it then would return its stock a second time', async () => {
    const order = db.orders.find((o) => o.status === 'Processing' && o.payment === 1 && !o.refundedAmount)!;
    const stock = stockOf(order);
    const refunded = await step(order.id, { action: 'refund' });
    expect(refunded.body.order).toMatchObject({ status: 'Cancelled', payment: 3 });
    expect(refunded.body.actions).toEqual([]);
    expect((await step(order.id, { action: 'cancel' })).status).toBe(409);
    expect((await step(order.id, { action: 'ship', carrier: 'DHL', trackingNumber: 'A1' })).status).toBe(409);
    expect(stockOf(order)).toEqual(stock.map((qty, i) => qty + order.items[i].qty));
  });

  it('cancels an unpaid order: all its stock back, and it no longer counts for its customer', async () => {
    const order = db.orders.find((o) => o.status === 'Processing' && o.payment === 2)!;
    const customer = customerOf(order.email);
    const before = { total: customer.totalSpent, count: customer.order, stock: stockOf(order) };
    const cancelled = await step(order.id, { action: 'cancel' });
    expect(cancelled.body.order).toMatchObject({ status: 'Cancelled', payment: 2 });
    expect(cancelled.body.actions).toEqual([]);
    expect(stockOf(order)).toEqual(before.stock.map((qty, i) => qty + order.items[i].qty));
    expect(customer.order).toBe(before.count - 1);
    expect(customer.totalSpent).toBeCloseTo(before.total - order.spent, 2);
    expect((await step(order.id, { action: 'markPaid' })).status).toBe(409);
  });

  it('cancels a paid, partly refunded order: the rest refunded and back in stock, never a line twice', async () => {
    const order = db.orders.find(
      (o) => o.status === 'Processing' && o.payment === 1 && o.items.reduce((n, i) => n + i.qty, 0) > 1,
    )!;
    const [first] = order.items;
    const stock = stockOf(order);
    await step(order.id, { action: 'refund', lines: [{ productId: first.productId, qty: 1 }] });
    const cancelled = await step(order.id, { action: 'cancel' });
    expect(cancelled.body.order).toMatchObject({ status: 'Cancelled', payment: 3 });
    expect(cancelled.body.refunded.amount).toBe(order.spent);
    expect(cancelled.body.activity.map((a) => a.step).slice(-3)).toEqual([
      'refunded',
      'cancelled',
      'refunded',
    ]);
    expect(stockOf(order)).toEqual(stock.map((qty, i) => qty + order.items[i].qty));
    // Refunded in full before it shipped is cancelled too: cancelling it again returns nothing more.
    const other = db.orders.find((o) => o.status === 'Processing' && o.payment === 1 && o.id !== order.id)!;
    const otherStock = stockOf(other);
    expect((await step(other.id, { action: 'refund' })).body.order).toMatchObject({
      status: 'Cancelled',
      payment: 3,
    });
    expect((await step(other.id, { action: 'cancel' })).status).toBe(409);
    expect(stockOf(other)).toEqual(otherStock.map((qty, i) => qty + other.items[i].qty));
  });

  it.each([
    [
      'ship an unpaid order',
      (o: Answer['order']) => o.payment === 2,
      { action: 'ship', carrier: 'DHL', trackingNumber: 'A1' },
    ],
    ['cancel a shipped order', (o: Answer['order']) => o.status === 'Delivered', { action: 'cancel' }],
    [
      'deliver an order not out yet',
      (o: Answer['order']) => o.status === 'Processing',
      { action: 'deliver' },
    ],
    ['mark a paid order paid', (o: Answer['order']) => o.payment === 1, { action: 'markPaid' }],
    ['refund an unpaid order', (o: Answer['order']) => o.payment === 2, { action: 'refund' }],
    [
      'ship a returned order',
      (o: Answer['order']) => o.status === 'Returned',
      { action: 'ship', carrier: 'DHL', trackingNumber: 'A1' },
    ],
    ['refund a cancelled order', (o: Answer['order']) => o.status === 'Cancelled', { action: 'refund' }],
    ['deliver an order twice', (o: Answer['order']) => o.status === 'Delivered', { action: 'deliver' }],
  ])('refuses to %s (409), naming what it can be, and changes nothing', async (_, which, body) => {
    const order = db.orders.find(which)!;
    const before = snapshot();
    const res = await step(order.id, body);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(new RegExp(`^Order #${order.order} is .*: (it can be: |nothing more)`));
    expect(snapshot()).toEqual(before);
  });

  it.each([
    ['a shipment without a tracking number', { action: 'ship', carrier: 'DHL' }],
    ['a tracking number with markup', { action: 'ship', carrier: 'DHL', trackingNumber: '<script>' }],
    ['an unknown action', { action: 'teleport' }],
    ['a forged payment', { action: 'markPaid', payment: 1 }],
    ['a forged author', { action: 'cancel', by: 'Somebody Else' }],
    ['a forged refund amount', { action: 'refund', amount: 99_999 }],
    ['a forged status', { action: 'outForDelivery', status: 'Delivered' }],
    ['a negative quantity', { action: 'refund', lines: [{ productId: 1, qty: -1 }] }],
    ['a fractional quantity', { action: 'refund', lines: [{ productId: 1, qty: 0.5 }] }],
    ['a quantity as text', { action: 'refund', lines: [{ productId: 1, qty: '1' }] }],
    ['no lines at all', { action: 'refund', lines: [] }],
    ['a forged line price', { action: 'refund', lines: [{ productId: 1, qty: 1, price: 999 }] }],
    ['a list instead of a step', [{ action: 'cancel' }]],
    ['broken JSON', '{"action":'],
  ])('refuses %s (400) and changes nothing', async (_, body) => {
    const order = paidProcessing();
    const before = snapshot();
    const res = await step(order.id, body);
    expect(res.status).toBe(400);
    expect(snapshot()).toEqual(before);
  });

  it('refuses who may not update orders (403), even one who may read them, and an unknown order (404)', async () => {
    const order = paidProcessing();
    const before = snapshot();
    expect((await step(order.id, { action: 'cancel' }, client)).status).toBe(403);
    const role = await admin('http://localhost/api/apps/roles', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Order reader', rules: [{ action: 'read', subject: 'Order' }] }),
    });
    expect(role.status).toBe(201);
    const { as: reader } = await signedInUser('Order reader');
    expect((await reader(`${ORDERS}/${order.id}`)).status).toBe(200);
    expect((await step(order.id, { action: 'cancel' }, reader)).status).toBe(403);
    expect((await step(order.id, { action: 'refund' }, reader)).status).toBe(403);
    expect((await step(999_999, { action: 'cancel' })).status).toBe(404);
    expect((await step(Number.NaN, { action: 'cancel' })).status).toBe(400);
    expect(snapshot().orders).toEqual(before.orders);
    expect(snapshot().products).toEqual(before.products);
  });

  it('takes a step on the order as the page showed it: a stale revision is 412 with the order as it is', async () => {
    const order = paidProcessing();
    const opened = await admin(`${ORDERS}/${order.id}`);
    const revision = opened.headers.get('etag')!;
    expect(revision).toBe(`"${orderRevision((await opened.json()) as OrderDetailResponse)}"`);
    // Someone else cancels it meanwhile; shipping what the page showed is refused, and changes nothing.
    const cancelled = await step(order.id, { action: 'cancel' }, admin, { 'if-match': revision });
    expect(cancelled.status).toBe(200);
    const before = snapshot();
    const stale = await step(order.id, { action: 'refund' }, admin, { 'if-match': revision });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe('Someone else changed this order since you opened it');
    expect(stale.body.current?.order.status).toBe('Cancelled');
    expect(snapshot()).toEqual(before);
  });
});
