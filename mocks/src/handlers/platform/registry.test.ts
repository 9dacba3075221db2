import type { AreaVersion, PlatformAreasResponse, ResolvedRegistry } from '@atrium/contracts';
import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { authFetch, tokenFor } from '../../testing/authFetch';
import { bearer } from '../../testing/signedInUser';
import { setOverrideOrigins } from '../../lib/registryOverrides';

const BASE = 'http://localhost/api/platform/registry';
const admin = authFetch('admin');
const client = authFetch('client');
const HASH = `sha384-${'A'.repeat(64)}`;
const BUILD = {
  manifest: 'https://cdn.example.com/invoice/2/mf-manifest.json',
  integrity: { 'remoteEntry.js': HASH },
};

const call = async (method: string, path: string, body?: unknown, as: typeof fetch = admin) => {
  const res = await as(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
};
const registryAs = async (as: typeof fetch = fetch) =>
  (await call('GET', '', undefined, as)).body as ResolvedRegistry;
const remoteIn = (registry: ResolvedRegistry, name: string) => registry.remotes.find((r) => r.name === name)!;

describe('the area registry', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    setOverrideOrigins(null);
  });
  afterAll(() => server.close());

  it('answers a visitor the six live versions in the shape of remotes.json', async () => {
    const registry = await registryAs();
    expect(registry.version).toBe(1);
    expect(registry.remotes.map((r) => r.name)).toEqual([
      'ecommerce',
      'invoice',
      'email',
      'chat',
      'academy',
      'admin',
    ]);
    expect(remoteIn(registry, 'invoice')).toEqual({
      name: 'invoice',
      manifest: 'http://localhost:3002/mf-manifest.json',
      routes: ['/apps/invoice'],
      integrity: {},
      version: 1,
      channel: 'live',
    });
  });

  it('publishes a version that goes live at once, with its hashes, publisher and history', async () => {
    const published = await call('POST', '/areas/invoice/versions', BUILD);
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({
      area: 'invoice',
      version: 2,
      status: 'live',
      publishedBy: 'admin@demo.com',
    });
    expect(published.body.routes).toEqual(['/apps/invoice']);
    expect(remoteIn(await registryAs(), 'invoice')).toMatchObject({ ...BUILD, version: 2 });

    const history = await call('GET', '/areas/invoice/versions');
    expect(history.body.versions.map((v: AreaVersion) => [v.version, v.status])).toEqual([
      [2, 'live'],
      [1, 'previous'],
    ]);
    const { body } = await call('GET', '/areas?q=inv');
    expect((body as PlatformAreasResponse).areas).toEqual([
      expect.objectContaining({ area: 'invoice', previous: 1, canary: null, override: null }),
    ]);
  });

  it('rolls back in one action, and again one further, until there is nothing to go back to', async () => {
    await call('POST', '/areas/invoice/versions', BUILD);
    await call('POST', '/areas/invoice/versions', {
      ...BUILD,
      manifest: 'https://cdn.example.com/invoice/3/mf-manifest.json',
    });
    expect((await call('POST', '/areas/invoice/rollback')).body).toMatchObject({
      version: 2,
      status: 'live',
    });
    expect(remoteIn(await registryAs(), 'invoice').version).toBe(2);
    expect((await call('POST', '/areas/invoice/rollback')).body).toMatchObject({
      version: 1,
      status: 'live',
    });
    const last = await call('POST', '/areas/invoice/rollback');
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/no previous version/);
  });

  it('serves a canary to the roles named, and to signed-in users only', async () => {
    await call('POST', '/areas/invoice/versions', { ...BUILD, canary: { percent: 0, roles: ['admin'] } });
    expect(remoteIn(await registryAs(admin), 'invoice')).toMatchObject({ version: 2, channel: 'canary' });
    expect(remoteIn(await registryAs(client), 'invoice')).toMatchObject({ version: 1, channel: 'live' });
    expect(remoteIn(await registryAs(), 'invoice')).toMatchObject({ version: 1, channel: 'live' });

    // Ended: the canary is withdrawn and everyone is on the live version.
    expect((await call('PUT', '/areas/invoice/canary', { version: null })).status).toBe(204);
    expect(remoteIn(await registryAs(admin), 'invoice').version).toBe(1);
    expect(db.areaVersions.find((v) => v.area === 'invoice' && v.version === 2)?.status).toBe('withdrawn');
  });

  it('makes an older version the canary for a share of users', async () => {
    await call('POST', '/areas/invoice/versions', BUILD);
    const set = await call('PUT', '/areas/invoice/canary', { version: 1, percent: 50, roles: [] });
    expect(set.body).toMatchObject({ version: 1, status: 'canary', canary: { percent: 50, roles: [] } });
    const live = await call('PUT', '/areas/invoice/canary', { version: 2, percent: 50 });
    expect(live.status).toBe(409);
  });

  it('loads an override in the session that set it, and in no other, until it is ended', async () => {
    const token = tokenFor('admin');
    const mine = bearer(token);
    const build = { area: 'invoice', manifest: 'http://localhost:4002/mf-manifest.json' };
    expect((await call('POST', '/overrides', build, mine)).status).toBe(201);
    expect(remoteIn(await registryAs(mine), 'invoice')).toMatchObject({
      manifest: build.manifest,
      channel: 'override',
      integrity: {},
    });
    // The same user's other session, and a visitor, get the live build.
    expect(remoteIn(await registryAs(admin), 'invoice').channel).toBe('live');
    expect(remoteIn(await registryAs(), 'invoice').channel).toBe('live');
    expect((await call('GET', '/origins')).body.origins).toContain('http://localhost:4002');
    // The token itself is never stored.
    expect(JSON.stringify(db.registryOverrides)).not.toContain(token);

    expect((await call('DELETE', '/overrides/invoice', undefined, mine)).status).toBe(204);
    expect(remoteIn(await registryAs(mine), 'invoice').channel).toBe('live');
    expect((await call('DELETE', '/overrides/invoice', undefined, mine)).status).toBe(404);
  });

  describe('refuses, changing nothing,', () => {
    const unchanged = () => expect(db.areaVersions).toHaveLength(6);

    it.each([
      ['publishing', 'POST', '/areas/invoice/versions', BUILD],
      ['rolling back', 'POST', '/areas/invoice/rollback', undefined],
      ['setting a canary', 'PUT', '/areas/invoice/canary', { version: 1, percent: 10 }],
      [
        'overriding',
        'POST',
        '/overrides',
        { area: 'invoice', manifest: 'http://localhost:4002/mf-manifest.json' },
      ],
      ['reading the history', 'GET', '/areas/invoice/versions', undefined],
    ])('a client user %s (403)', async (_, method, path, body) => {
      const answer = await call(method, path, body, client);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/Platform/);
      unchanged();
      expect(db.registryOverrides).toHaveLength(0);
    });

    it('a visitor publishing (401)', async () => {
      expect((await call('POST', '/areas/invoice/versions', BUILD, fetch)).status).toBe(401);
      unchanged();
    });

    it.each([
      ['javascript:alert(1)'],
      ['not a url'],
      ['ftp://cdn.example.com/mf-manifest.json'],
      ['https://user:pass@cdn.example.com/mf-manifest.json'],
    ])('a malformed manifest URL %s (400)', async (manifest) => {
      const answer = await call('POST', '/areas/invoice/versions', { ...BUILD, manifest });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/manifest must be an http\(s\) URL/);
      unchanged();
    });

    it('an integrity hash that is not sha384 SRI (400)', async () => {
      const answer = await call('POST', '/areas/invoice/versions', {
        ...BUILD,
        integrity: { 'remoteEntry.js': 'md5-abc' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/sha384/);
      unchanged();
    });

    it.each([[-1], [101], [12.5]])('a canary percent of %s (400)', async (percent) => {
      const answer = await call('PUT', '/areas/invoice/canary', { version: 1, percent });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/percent/);
    });

    it('an override from an origin the server does not allow (400)', async () => {
      const answer = await call('POST', '/overrides', {
        area: 'invoice',
        manifest: 'https://evil.example/mf-manifest.json',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/https:\/\/evil\.example is not one/);
      expect(db.registryOverrides).toHaveLength(0);
      // The server's own list replaces the default: localhost is then refused too.
      setOverrideOrigins(['https://staging.example.com']);
      const local = await call('POST', '/overrides', {
        area: 'invoice',
        manifest: 'http://localhost:4002/mf-manifest.json',
      });
      expect(local.status).toBe(400);
    });

    it('an unknown area (404), and a new one without its route prefixes (400)', async () => {
      expect((await call('POST', '/areas/nowhere/rollback')).status).toBe(404);
      const answer = await call('POST', '/areas/helpdesk/versions', BUILD);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/route prefixes/);
      unchanged();
    });
  });
});
