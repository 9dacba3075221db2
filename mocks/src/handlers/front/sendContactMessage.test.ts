import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';

const send = (body: unknown) =>
  fetch('http://localhost/api/front/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(() => listenUntilReady());
beforeEach(() => resetMockDb());
afterAll(() => server.close());

test('stores a valid message, signed in or not', async () => {
  const res = await send({ name: 'Ada', email: 'ada@example.com', message: 'Hello, tell me more.' });
  expect(res.status).toBe(201);
  expect(await res.json()).toMatchObject({ id: 1 });
  expect(db.frontMessages).toMatchObject([{ name: 'Ada', email: 'ada@example.com' }]);
});

test.each([
  ['no name', { name: '', email: 'ada@example.com', message: 'Hello, tell me more.' }, 'name'],
  ['a bad email', { name: 'Ada', email: 'ada', message: 'Hello, tell me more.' }, 'email'],
  ['a short message', { name: 'Ada', email: 'ada@example.com', message: 'Hi' }, 'message'],
])('refuses %s with a message at the field', async (_, body, field) => {
  const res = await send(body);
  expect(res.status).toBe(400);
  const answer = (await res.json()) as { errors: Record<string, string[]> };
  expect(Object.keys(answer.errors)).toEqual([field]);
  expect(db.frontMessages).toHaveLength(0);
});

test('refuses an address past 10 messages an hour (429), keeping none of the extra ones', async () => {
  const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello, tell me more.' };
  for (let i = 0; i < 10; i += 1) expect((await send(message)).status).toBe(201);
  const refused = await send(message);
  expect(refused.status).toBe(429);
  expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  expect(db.frontMessages).toHaveLength(10);
});
