import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';

const subscribe = (body: unknown) =>
  fetch('http://localhost/api/front/launch-subscriptions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(() => listenUntilReady());
beforeEach(() => resetMockDb());
afterAll(() => server.close());

test('keeps an address once, whatever its case, and answers alike the second time', async () => {
  const first = await subscribe({ email: 'Ada@Example.com' });
  expect(first.status).toBe(202);
  const again = await subscribe({ email: 'ada@example.com' });
  expect(again.status).toBe(202);
  expect(db.launchSubscribers).toEqual([{ email: 'ada@example.com', subscribedAt: expect.any(String) }]);
  expect(db.outbox).toHaveLength(0);
});

test.each([
  ['a malformed address', { email: 'ada' }],
  ['no address', {}],
  ['malformed JSON', '{"email":'],
])('refuses %s (400) and keeps nothing', async (_, body) => {
  expect((await subscribe(body)).status).toBe(400);
  expect(db.launchSubscribers).toHaveLength(0);
});

test('refuses a client address past 10 an hour (429)', async () => {
  for (let i = 0; i < 10; i += 1) expect((await subscribe({ email: `a${i}@example.com` })).status).toBe(202);
  expect((await subscribe({ email: 'one-more@example.com' })).status).toBe(429);
  expect(db.launchSubscribers).toHaveLength(10);
});
