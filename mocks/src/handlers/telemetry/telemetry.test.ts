import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { authFetch } from '../../testing/authFetch';
import { setMockClock } from '../../lib/clock';
import { keepTelemetry, MAX_TELEMETRY_EVENTS, p75 } from '../../lib/telemetry';
import { TELEMETRY_LIMITS, throttleKey } from '../../lib/throttle';
import type { AreaHealthResponse, TelemetryEvent } from '@atrium/contracts';

// The shell's telemetry of the areas: kept from signed-in users for a day, summed up for admins as
// error rates and 75th percentiles per build, and refused when it is not what a shell sends.
const admin = authFetch('admin');
const client = authFetch('client');
const BASE = 'http://localhost/api';
const NOW = Date.UTC(2026, 10, 28, 12);
let clock = NOW;

const send = (events: unknown, as: typeof fetch = admin) =>
  as(`${BASE}/telemetry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
const health = async () => (await (await admin(`${BASE}/platform/area-health`)).json()) as AreaHealthResponse;

const views = (n: number, version = 'v1'): TelemetryEvent[] =>
  Array.from({ length: n }, () => ({ kind: 'view', area: 'invoice', version }));

describe('area telemetry (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    clock = NOW;
    setMockClock(() => clock);
  });
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('sums up each build of each area: views, error rate, p75 of each vital and load phase', async () => {
    const lcp = [1200, 1800, 2500, 4000];
    const events: TelemetryEvent[] = [
      ...views(8),
      { kind: 'error', area: 'invoice', version: 'v1', during: 'render', message: 'Cannot read total' },
      ...lcp.map((value): TelemetryEvent => ({
        kind: 'vital',
        area: 'invoice',
        version: 'v1',
        name: 'LCP',
        value,
      })),
      { kind: 'load', area: 'invoice', version: 'v1', phase: 'entry', ms: 140 },
      ...views(2, 'v2'),
    ];
    expect((await send(events, client)).status).toBe(204);
    const { areas, since } = await health();
    expect(since).toBe(new Date(NOW - 86_400_000).toISOString());
    expect(areas.map((a) => [a.area, a.version, a.views, a.errors])).toEqual([
      ['invoice', 'v1', 8, 1],
      ['invoice', 'v2', 2, 0],
    ]);
    const [v1] = areas;
    expect(v1.errorRate).toBe(0.125);
    expect(v1.vitals).toEqual({ LCP: 2500, INP: null, CLS: null });
    expect(v1.phases).toEqual({ manifest: null, entry: 140, contract: null, firstPage: null });
    expect(v1.recentErrors).toEqual([{ at: new Date(NOW).toISOString(), message: 'Cannot read total' }]);
    // Kept with the API's clock and the sender, not what the page claims.
    expect(db.telemetry[0]).toMatchObject({ at: NOW, userId: expect.any(Number) });
  });

  it('forgets what is older than a day, and keeps at most its cap', async () => {
    // Sent more than a day ago (a session lasts less: the events are put there).
    db.telemetry = views(3).map((e) => ({ ...e, at: NOW - 86_400_000 - 1, userId: 1 }));
    expect((await health()).areas).toEqual([]);
    await send(views(1));
    expect(db.telemetry).toHaveLength(1);
    expect((await health()).areas[0].views).toBe(1);
    // The cap, on the store itself: 20,000 events through a save would time the database, not the rule.
    db.telemetry = Array.from({ length: MAX_TELEMETRY_EVENTS }, () => ({
      kind: 'view' as const,
      area: 'chat',
      version: 'v1',
      at: clock,
      userId: 1,
    }));
    keepTelemetry(views(2), 1, clock);
    expect(db.telemetry).toHaveLength(MAX_TELEMETRY_EVENTS);
    expect(db.telemetry.at(-1)).toMatchObject({ area: 'invoice' });
    db.telemetry = [];
  });

  it('refuses what a shell does not send (400), and keeps nothing of it', async () => {
    for (const events of [
      [],
      views(101),
      [{ kind: 'view', area: '../admin', version: 'v1' }],
      [{ kind: 'load', area: 'chat', version: 'v1', phase: 'entry', ms: -1 }],
      [{ kind: 'vital', area: 'chat', version: 'v1', name: 'FID', value: 10 }],
      [{ kind: 'error', area: 'chat', version: 'v1', during: 'render', message: 'x'.repeat(501) }],
      [{ kind: 'view', area: 'chat', version: 'v1', userId: 1 }],
    ]) {
      const res = await send(events);
      expect(res.status).toBe(400);
    }
    expect(db.telemetry).toEqual([]);
  });

  it('takes it only from signed-in users, a limited number of batches, and shows it only to admins', async () => {
    expect((await send(views(1), fetch)).status).toBe(401);
    expect((await client(`${BASE}/platform/area-health`)).status).toBe(403);
    // 239 batches already this hour (set, not sent: 240 saves would take seconds on PostgreSQL).
    const clientId = db.users.find((u) => u.email === 'client@demo.com')!.id;
    const key = throttleKey('telemetry', 'account', clientId);
    db.throttles[key] = { count: TELEMETRY_LIMITS.perUser.max - 1, resetAt: NOW + 3_600_000 };
    expect((await send(views(1), client)).status).toBe(204);
    const refused = await send(views(1), client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes the 75th percentile by nearest rank', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
  });
});
