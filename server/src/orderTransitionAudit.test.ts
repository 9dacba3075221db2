/** @jest-environment node */
import { harness } from './testing/harness';

// A step of an order's lifecycle is a save like any other: the order, the products whose stock came
// back and the customer whose figures moved are written together with their audit entries, by who took it.
test('a refund is written in one save with the audit entries of the order, its products and its customer', async () => {
  const h = await harness();
  const order = h.db.orders.find((o) => o.status === 'Delivered' && o.payment === 1)!;
  const writes = h.storage.writes.length;
  const res = await h.request(
    `/api/apps/ecommerce/orders/${order.id}/transitions`,
    h.authorized({ method: 'POST', body: JSON.stringify({ action: 'refund' }) }),
  );
  expect(res.status).toBe(200);
  expect(h.storage.writes).toHaveLength(writes + 1);
  const entries = h.db.auditLog.slice(-(2 + order.items.length));
  expect(entries.map((e) => e.subject).sort()).toEqual(
    ['Customer', 'Order', ...order.items.map(() => 'Product')].sort(),
  );
  const logged = entries.find((e) => e.subject === 'Order')!;
  expect(logged).toMatchObject({
    action: 'update',
    actorEmail: 'admin@demo.com',
    recordLabel: `#${order.order}`,
  });
  expect(logged.changes).toEqual(
    expect.arrayContaining([
      { field: 'status', before: 'Delivered', after: 'Returned' },
      { field: 'payment', before: 1, after: 3 },
    ]),
  );

  // A refused step writes nothing.
  const refused = await h.request(
    `/api/apps/ecommerce/orders/${order.id}/transitions`,
    h.authorized({ method: 'POST', body: JSON.stringify({ action: 'refund' }) }),
  );
  expect(refused.status).toBe(409);
  expect(h.storage.writes).toHaveLength(writes + 1);
});
