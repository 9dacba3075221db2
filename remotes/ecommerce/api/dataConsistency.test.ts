import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb, upgradeStoredData } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { SAMPLE_DATA_MADE } from './data/orders';

// The sample data agrees with itself: a customer's figures are their orders' (a cancelled order counts
// for nothing; what was refunded is taken off the total), and each order's status, payment and history
// tell one story.
const fetch = authFetch('admin');
const cents = (n: number) => Math.round(n * 100);

/** Every customer whose order count or total is not their orders'. */
function disagreeing() {
  return db.customers.filter((c) => {
    const theirs = db.orders.filter(
      (o) => o.email.toLowerCase() === c.email.toLowerCase() && o.status !== 'Cancelled',
    );
    return (
      c.order !== theirs.length ||
      cents(c.totalSpent) !== theirs.reduce((s, o) => s + cents(o.spent) - cents(o.refundedAmount ?? 0), 0)
    );
  });
}

describe('the store’s data agrees with itself', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('gives every customer the order count and total of their orders', () => {
    expect(db.customers.length).toBeGreaterThan(0);
    expect(disagreeing()).toEqual([]);
    expect(db.customers.some((c) => c.order > 1)).toBe(true);
  });

  it('tells each order’s story in its history: paid before shipped, refunded ones closed and never delivered, all before the data was made', () => {
    const shippedStatuses = ['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'];
    for (const order of db.orders) {
      const steps = order.activity.map((a) => a.step);
      const times = order.activity.map((a) => Date.parse(a.at));
      const shipped = shippedStatuses.includes(order.status);
      if (shipped) expect(steps.indexOf('paid')).toBeGreaterThan(-1);
      if (shipped) expect(steps.indexOf('paid')).toBeLessThan(steps.indexOf('dispatched'));
      expect(order.payment === 2 || order.payment === 4 ? shipped : false).toBe(false);
      expect(steps.includes('refunded')).toBe(order.payment === 3);
      if (order.payment === 3) expect(['Cancelled', 'Returned']).toContain(order.status);
      if (order.payment === 3) expect(order.refundedAmount).toBe(order.spent);
      expect(order.status === 'Delivered' && steps.includes('refunded')).toBe(false);
      expect(steps.includes('cancelled')).toBe(order.status === 'Cancelled');
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(SAMPLE_DATA_MADE);
    }
    // Every state the details page can move along is in the sample.
    for (const [status, payment] of [
      ['Processing', 1],
      ['Processing', 2],
      ['Cancelled', 3],
      ['Cancelled', 4],
      ['Returned', 3],
      ['Delivered', 1],
      ['Dispatched', 1],
    ] as const)
      expect(db.orders.some((o) => o.status === status && o.payment === payment)).toBe(true);
  });

  it('keeps them so when an order is deleted', async () => {
    const order = db.orders[0];
    const customer = db.customers.find((c) => c.email === order.email)!;
    const before = customer.order;
    expect(
      (await fetch(`http://localhost/api/apps/ecommerce/orders/${order.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(customer.order).toBe(before - 1);
    expect(disagreeing()).toEqual([]);
  });

  it('brings data stored with figures of their own up to date once', () => {
    db.customers[0].order = 52;
    db.customers[0].totalSpent = 8534;
    expect(upgradeStoredData(db)).toEqual(["customers: figures made their orders'"]);
    expect(disagreeing()).toEqual([]);
    expect(upgradeStoredData(db)).toEqual([]);
  });

  it('brings orders stored by an earlier version to one story once, keeping what someone did to them', () => {
    const sample = structuredClone(db.orders);
    const returned = db.orders.filter((o) => o.status === 'Returned');
    const refundedDelivered = returned.find((o) => o.activity.some((a) => a.step === 'delivered'))!;
    const movedAlong = returned.find((o) => o !== refundedDelivered)!;
    const shippedUnpaid = db.orders.find((o) => o.payment === 2)!;
    const future = db.orders.find((o) => o.payment === 1 && o.status === 'Delivered')!;
    // As the versions before stored them: shipped while unpaid; refunded and delivered, no refund kept;
    // placed after the data was made; refunded in full by someone and left delivered.
    Object.assign(shippedUnpaid, { status: 'Delivered' });
    Object.assign(refundedDelivered, {
      status: 'Delivered',
      refundedLines: undefined,
      refundedAmount: undefined,
    });
    refundedDelivered.activity = refundedDelivered.activity.filter((a) => a.step !== 'refunded');
    Object.assign(future, { date: '11/27/2026' });
    movedAlong.status = 'Delivered';
    movedAlong.activity.push({ step: 'refunded', at: '2026-11-28T08:00:00.000Z', by: 'John Doe', amount: 1 });
    expect(upgradeStoredData(db)).toEqual(['orders: status, payment and history made to agree']);
    const byId = (id: number) => db.orders.find((o) => o.id === id)!;
    expect(byId(shippedUnpaid.id)).toEqual(sample.find((o) => o.id === shippedUnpaid.id));
    expect(byId(refundedDelivered.id)).toEqual(sample.find((o) => o.id === refundedDelivered.id));
    expect(byId(future.id).date).toBe('11/27/2025');
    expect(byId(movedAlong.id)).toMatchObject({ status: 'Returned' });
    expect(byId(movedAlong.id).activity.at(-1)?.by).toBe('John Doe');
    expect(disagreeing()).toEqual([]);
    expect(upgradeStoredData(db)).toEqual([]);
  });
});
