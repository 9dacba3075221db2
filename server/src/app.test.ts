import { http, HttpResponse } from 'msw';
import { MAX_BODY_BYTES } from '@atrium/mocks/http';
import { CLIENT_IP_HEADER } from './app';
import { SAVE_FAILED_MESSAGE, UNAVAILABLE_MESSAGE } from './persistence';
import { harness, newUser } from './testing/harness';

/** Echoes what a handler sees of the client's address and tenant header. */
const echo = http.all('*/api/test/echo', ({ request }) =>
  HttpResponse.json({
    ip: request.headers.get(CLIENT_IP_HEADER),
    tenant: request.headers.get('x-atrium-tenant'),
  }),
);
/** Changes the working set, then fails. */
const boom = http.post('*/api/test/boom', async () => {
  const { db } = await import('@atrium/mocks/db');
  db.users.length = 0;
  throw new Error('secret detail of the failure');
});

const usersOf = async (h: Awaited<ReturnType<typeof harness>>, headers: Record<string, string> = {}) => {
  const response = await h.request('/api/apps/users?itemsPerPage=-1', h.authorized({ headers }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { users: { email: string }[] }).users.map((u) => u.email);
};

describe('the server around the handlers', () => {
  test('a request that may write holds the write lock every API process takes; a read does not', async () => {
    const h = await harness();
    const taken = h.storage.locks;
    await h.request('/api/apps/users', h.authorized());
    expect(h.storage.locks).toBe(taken);
    const created = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: JSON.stringify(newUser()) }),
    );
    expect(created.status).toBe(201);
    expect(h.storage.locks).toBe(taken + 1);
  });

  test('a read that changes the data (opening a chat marks it seen) runs again as a write and is saved', async () => {
    const h = await harness();
    const unseen = async () => {
      const stored = await h.storage.load();
      const chats = stored.rows
        .filter((r) => r.collection === 'chats')
        .map((r) => r.doc as { ownerId: number; userId: number; unseenMsgs: number });
      return chats.find((c) => c.ownerId === 51 && c.userId === 2)?.unseenMsgs;
    };
    expect(await unseen()).toBeGreaterThan(0);
    const taken = h.storage.locks;
    const opened = await h.request('/api/apps/chat/chats/2', h.authorized());
    expect(opened.status).toBe(200);
    expect(await unseen()).toBe(0);
    expect(h.storage.locks).toBe(taken + 1);
    // A read that changes nothing takes no lock and writes nothing.
    await h.request('/api/apps/chat/chats/2', h.authorized());
    expect(h.storage.locks).toBe(taken + 1);
  });

  test('a change another API process saved is in the next answer', async () => {
    const h = await harness();
    // Another process's write, as it reaches the database: a user row and a new version.
    const stored = await h.storage.load();
    const other = structuredClone(stored.rows.find((r) => r.collection === 'users')!);
    Object.assign(other.doc as object, { id: 9001, email: 'elsewhere@demo.com' });
    await h.storage.write({
      addCollections: [],
      upserts: [
        { ...other, key: 'id:9001', position: stored.rows.filter((r) => r.collection === 'users').length },
      ],
      moves: [],
      deletes: [],
    });
    const answer = await h.request('/api/apps/users/9001', h.authorized());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ email: 'elsewhere@demo.com' });
  });

  test('health, with a request id made up or kept, and one log line per request', async () => {
    const h = await harness();
    const response = await h.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');

    const kept = await h.request('/api/health', { headers: { 'x-request-id': 'trace-42' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42');
    expect(h.lines.filter((l) => l.msg === 'request')).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/health', status: 200, reqId: expect.any(String) }),
      expect.objectContaining({ method: 'GET', path: '/api/health', status: 200, reqId: 'trace-42' }),
    ]);
  });

  test('the log has the path without the query, and never a token, a header or a body', async () => {
    const h = await harness();
    await h.request('/api/apps/users?q=hunter2-secret', h.authorized());
    await h.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sid=cookie-secret' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'wrong-password-secret' }),
    });
    const log = JSON.stringify(h.lines);
    expect(h.lines.find((l) => l.method === 'GET')).toMatchObject({ path: '/api/apps/users', status: 200 });
    for (const secret of [
      'hunter2-secret',
      'wrong-password-secret',
      'cookie-secret',
      h.token,
      'authorization',
    ])
      expect(log).not.toContain(secret);
  });

  test('ready answers 200 while the database does, 503 when it does not', async () => {
    const h = await harness();
    expect((await h.request('/api/ready')).status).toBe(200);
    h.storage.failNext(1, 'ping');
    const down = await h.request('/api/ready');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', message: 'The database is unavailable' });
  });

  test('an unknown path is a JSON 404, an unknown method 405, a preflight 204, a malformed Host 400', async () => {
    const h = await harness();
    const missing = await h.request('/api/no/such/thing?x=1');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No route for GET /api/no/such/thing' });
    expect((await h.request('/elsewhere')).status).toBe(404);

    const propfind = await h.request('/api/apps/users', { method: 'PROPFIND' });
    expect(propfind.status).toBe(405);
    expect(propfind.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');

    const preflight = await h.request('/api/apps/users', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Atrium-Tenant');

    const host = await h.request('/api/health', { headers: { host: 'evil.example/path' } });
    expect(host.status).toBe(400);
    expect(await host.json()).toEqual({ message: 'Malformed Host header' });
  });

  test('a change is saved before the answer, and only the rows it changed', async () => {
    const h = await harness();
    const writes = h.storage.writes.length;
    const created = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: JSON.stringify(newUser()) }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(h.storage.writes).toHaveLength(writes + 1);
    const stored = h.storage.data.rows.find((r) => r.collection === 'users' && r.key === `id:${id}`);
    expect(stored?.doc).toMatchObject({ email: 'new1@demo.com' });

    const patched = await h.request(
      `/api/apps/users/${id}`,
      h.authorized({ method: 'PATCH', body: JSON.stringify({ status: 'inactive' }) }),
    );
    expect(patched.status).toBe(200);
    const last = h.storage.writes.at(-1)!;
    expect(last.upserts.map((u) => `${u.collection}/${u.key}`)).toContain(`users/id:${id}`);
    expect(last.upserts.filter((u) => u.collection === 'users')).toHaveLength(1);
    expect(last.deletes).toEqual([]);
  });

  test('a malformed JSON body is a 400 and changes nothing', async () => {
    const h = await harness();
    const rows = JSON.stringify(h.storage.data.rows);
    const before = await usersOf(h);
    const response = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: '{"fullName": "x",' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body must be JSON' });
    expect(await usersOf(h)).toEqual(before);
    expect(JSON.stringify(h.storage.data.rows)).toBe(rows);
  });

  test('a body over 1 MB is a 413, declared or streamed', async () => {
    const h = await harness();
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    const declared = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: big, headers: { 'content-length': String(big.length) } }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: 'The request body is too large' });
    expect(declared.headers.get('connection')).toBe('close');

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(300 * 1024));
        controller.close();
      },
    });
    const streamed = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: stream, duplex: 'half' } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  test('a save that fails answers 503, and the change is gone (the working set is reloaded)', async () => {
    const h = await harness();
    const rows = JSON.stringify(h.storage.data.rows);
    const before = await usersOf(h);
    h.storage.failNext(1, 'write');
    const response = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: JSON.stringify(newUser()) }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: SAVE_FAILED_MESSAGE });
    expect(await usersOf(h)).toEqual(before);
    expect(JSON.stringify(h.storage.data.rows)).toBe(rows);
    expect(h.lines.find((l) => l.msg === SAVE_FAILED_MESSAGE)).toMatchObject({ reqId: expect.any(String) });

    // The same request once the database is back: saved.
    const again = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: JSON.stringify(newUser()) }),
    );
    expect(again.status).toBe(201);
  });

  test('while the database cannot be read, every request is a 503 until it can', async () => {
    const h = await harness();
    h.storage.failNext(2, 'any'); // the save, then the reload after it
    const failed = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: JSON.stringify(newUser()) }),
    );
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    h.storage.failNext(1, 'load');
    const read = await h.request('/api/apps/users', h.authorized());
    expect(read.status).toBe(503);
    // Back: the working set is the database's again, without the lost user.
    expect(await usersOf(h)).not.toContain('new1@demo.com');
  });

  test('a handler that throws is a fixed 500; the error goes to the log only, and its changes are undone', async () => {
    const h = await harness({ extra: [boom] });
    const before = await usersOf(h);
    const response = await h.request('/api/test/boom', {
      method: 'POST',
      headers: { 'x-request-id': 'req-boom' },
    });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ message: 'Internal server error' });
    expect(body).not.toContain('secret detail');
    expect(h.lines.find((l) => l.msg === 'request failed')).toMatchObject({
      reqId: 'req-boom',
      err: expect.objectContaining({ message: 'secret detail of the failure' }),
    });
    expect(await usersOf(h)).toEqual(before);
  });

  test('x-atrium-client-ip is always the connection address, whatever the client sent', async () => {
    const h = await harness({ extra: [echo] });
    const response = await h.request(
      '/api/test/echo',
      { headers: { [CLIENT_IP_HEADER]: '1.2.3.4', 'x-forwarded-for': '5.6.7.8' } },
      '198.51.100.7',
    );
    expect(await response.json()).toMatchObject({ ip: '198.51.100.7' });
  });

  test('with TRUST_PROXY, the client is the last hop of X-Forwarded-For', async () => {
    const h = await harness({ extra: [echo], trustProxy: true });
    const proxied = await h.request(
      '/api/test/echo',
      { headers: { [CLIENT_IP_HEADER]: '1.2.3.4', 'x-forwarded-for': '9.9.9.9, 192.0.2.44' } },
      '10.0.0.1',
    );
    expect(await proxied.json()).toMatchObject({ ip: '192.0.2.44' });
    const garbage = await h.request(
      '/api/test/echo',
      { headers: { 'x-forwarded-for': 'not-an-ip' } },
      '10.0.0.1',
    );
    expect(await garbage.json()).toMatchObject({ ip: '10.0.0.1' });
  });
});

describe('test tenants', () => {
  test('without ATRIUM_TEST_TENANTS the header is ignored: the change is the real, saved data', async () => {
    const h = await harness({ extra: [echo] });
    const headers = { 'x-atrium-tenant': 'whatever' };
    const created = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', headers, body: JSON.stringify(newUser()) }),
    );
    expect(created.status).toBe(201);
    expect(await usersOf(h)).toContain('new1@demo.com');
    expect(h.storage.data.rows.some((r) => (r.doc as { email?: string }).email === 'new1@demo.com')).toBe(
      true,
    );
    // Even a malformed one is ignored.
    expect((await h.request('/api/test/echo', { headers: { 'x-atrium-tenant': 'NOT VALID' } })).status).toBe(
      200,
    );
  });

  test('with it, each tenant has its own unsaved data; without the header, the real data', async () => {
    const h = await harness({ tenants: true });
    const rows = JSON.stringify(h.storage.data.rows);
    const writes = h.storage.writes.length;
    // A tenant's data is the seed: the admin's token (issued in the real data) means nothing there.
    const login = await h.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-atrium-tenant': 't-one' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const asOne = { authorization: `Bearer ${accessToken}`, 'x-atrium-tenant': 't-one' };
    const created = await h.request('/api/apps/users', {
      method: 'POST',
      headers: { ...asOne, 'content-type': 'application/json' },
      body: JSON.stringify(newUser(7)),
    });
    expect(created.status).toBe(201);
    expect(await usersOf(h, asOne)).toContain('new7@demo.com');
    expect(await usersOf(h)).not.toContain('new7@demo.com');
    // Another tenant does not know t-one's session.
    const other = await h.request('/api/apps/users', { headers: { ...asOne, 'x-atrium-tenant': 't-two' } });
    expect(other.status).toBe(401);
    expect(h.storage.writes).toHaveLength(writes);
    expect(JSON.stringify(h.storage.data.rows)).toBe(rows);

    const malformed = await h.request('/api/health', { headers: { 'x-atrium-tenant': 'x' } });
    expect(malformed.status).toBe(200); // the server's own routes take no tenant
    const refused = await h.request('/api/apps/users', { headers: { 'x-atrium-tenant': 'Has Spaces' } });
    expect(refused.status).toBe(400);
  });
});
