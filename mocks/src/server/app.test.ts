import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handlers } from '../handlers';
import { db, resetMockDb } from '../db';
import { createMockListener } from './app';
import { tokenFor } from '../testing/authFetch';

describe('mock HTTP server', () => {
  let server: Server;
  let base: string;
  let authorization: string;

  beforeAll(async () => {
    const listener = createMockListener(handlers);
    server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  // Sessions are data: a token is minted after each reset.
  beforeEach(() => {
    resetMockDb();
    authorization = `Bearer ${tokenFor('admin')}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a GET with the handler response, query and CORS headers', async () => {
    const res = await fetch(`${base}/api/apps/permissions?q=billing`, {
      headers: { origin: 'http://localhost:3006', authorization },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect((await res.json()).permissions.map((p: { name: string }) => p.name)).toEqual([
      'Manage Billing & Roles',
    ]);
  });

  it('passes a JSON body through and returns the status', async () => {
    const res = await fetch(`${base}/api/apps/calendar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({
        title: 'Over HTTP',
        start: '2026-06-01T10:00:00Z',
        end: '2026-06-01T11:00:00Z',
        extendedProps: { calendar: 'ETC' },
      }),
    });
    expect(res.status).toBe(201);
    expect((await res.json()).title).toBe('Over HTTP');
    expect(db.calendarEvents.at(-1)?.title).toBe('Over HTTP');
  });

  it('answers an empty 204 and a 4xx error body', async () => {
    const gone = await fetch(`${base}/api/apps/calendar/1`, { method: 'DELETE', headers: { authorization } });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
    const again = await fetch(`${base}/api/apps/calendar/1`, {
      method: 'DELETE',
      headers: { authorization },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Something Went Wrong' });
  });

  it('answers an OPTIONS preflight with 204 and the allowed methods', async () => {
    const res = await fetch(`${base}/api/apps/calendar/1`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3006', 'access-control-request-method': 'PUT' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });

  it('answers 404 JSON for a request without a mock', async () => {
    const res = await fetch(`${base}/api/nothing/here?x=1`, { method: 'PATCH' });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ message: 'No mock for PATCH /api/nothing/here' });
  });
});
