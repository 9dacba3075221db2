import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb, upgradeStoredData } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// The sample data agrees with itself: a customer's figures are their orders'.
const fetch = authFetch('admin');
const cents = (n: number) => Math.round(n * 100);

/** Every customer whose order count or total is not their orders'. */
function disagreeing() {
  return db.customers.filter((c) => {
    const theirs = db.orders.filter((o) => o.email.toLowerCase() === c.email.toLowerCase());
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

  it('tells each order’s story in its history: paid before shipped, refunded ones refunded, none placed later than today', () => {
    const today = Date.now();
    for (const order of db.orders) {
      const steps = order.activity.map((a) => a.step);
      const shipped = ['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'].includes(
        order.status,
      );
      if (shipped) expect(steps.indexOf('paid')).toBeGreaterThan(-1);
      if (shipped) expect(steps.indexOf('paid')).toBeLessThan(steps.indexOf('dispatched'));
      expect(order.payment === 2 || order.payment === 4 ? shipped : false).toBe(false);
      expect(steps.includes('refunded')).toBe(order.payment === 3);
      expect(Date.parse(order.activity[0].at)).toBeLessThanOrEqual(today);
    }
    expect(db.orders.some((o) => o.status === 'Processing' && o.payment === 1)).toBe(true);
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
});
