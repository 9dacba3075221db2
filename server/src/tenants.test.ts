import { db, resetMockDb } from '@atrium/mocks/db';
import { Mutex } from './mutex';
import { Tenants } from './tenants';
import { workingSet } from './testing/harness';

beforeEach(() => resetMockDb());

test("a tenant's collections are swapped in around the call and the real ones back after", async () => {
  const real = db.users;
  real.push({ ...real[0], id: 9999 });
  const tenants = new Tenants(workingSet());
  await tenants.run('a', async () => {
    expect(db.users).not.toBe(real);
    expect(db.users.some((u) => u.id === 9999)).toBe(false);
    db.users.length = 1;
  });
  expect(db.users).toBe(real);
  await tenants.run('a', async () => expect(db.users).toHaveLength(1));
  await tenants.run('b', async () => expect(db.users.length).toBeGreaterThan(1));
  // Even when the call throws.
  await expect(
    tenants.run('a', async () => {
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(db.users).toBe(real);
});

test('the least recently used tenant is dropped past the cap (it starts again from the seed)', async () => {
  const tenants = new Tenants(workingSet(), 2);
  await tenants.run('a', async () => void (db.users.length = 0));
  await tenants.run('b', async () => undefined);
  await tenants.run('a', async () => undefined); // a is now the most recent
  await tenants.run('c', async () => undefined); // b goes
  expect(tenants.size).toBe(2);
  await tenants.run('a', async () => expect(db.users).toEqual([]));
});

test('the mutex runs tasks one at a time, in order, past a failure', async () => {
  const mutex = new Mutex();
  const order: string[] = [];
  const task = (name: string, ms: number) =>
    mutex.run(async () => {
      order.push(`${name}:start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(`${name}:end`);
      if (name === 'b') throw new Error('b failed');
      return name;
    });
  const results = await Promise.allSettled([task('a', 20), task('b', 1), task('c', 1)]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
  expect(mutex.busy).toBe(0);
});
