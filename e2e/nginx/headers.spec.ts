import { expect, test } from '../support/tenant';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type * as StaticServer from '@atrium/build/server';
import { decodedBody, rawRequest, type RawResponse } from './http';

// The static server is CommonJS (shared/build); Playwright runs this suite as CommonJS too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveApp, distOf } = require('@atrium/build/server') as typeof StaticServer;

const NGINX = { host: 'http://localhost:3000', ecommerce: 'http://localhost:3001' };
const REMOTE_PORTS = [3001, 3002, 3003, 3004, 3005, 3006];
const A_YEAR = 'public, max-age=31536000, immutable';

/** The build's file names this suite requests. */
function builtFiles() {
  const hostDist = distOf('host');
  const html = readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  const main = /src="\/(main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  const login = /src="\/site\/(login\.[0-9a-f]{8}\.js)"/.exec(
    readFileSync(path.join(hostDist, 'login/index.html'), 'utf8'),
  )?.[1];
  const image = readdirSync(path.join(hostDist, 'images/avatars')).find((f) => f.endsWith('.svg'));
  const ecommerceDist = distOf('ecommerce');
  // The chunk of its ./area module (a remote's manifest lists no chunks).
  const chunk = readdirSync(ecommerceDist).find((f) => /^__federation_expose_area\.[0-9a-f]{8}\.js$/.test(f));
  const metadata = readdirSync(ecommerceDist).filter((f) => /^area-meta\..+\.json$/.test(f));
  if (!main || !login || !image || !chunk) throw new Error('Unexpected build: run `npm run build` first');
  return { main, login, image, chunk, metadata };
}

/** What a client sees of a response, as the Node server and nginx must agree on it. */
function seen(response: RawResponse) {
  const { status, headers } = response;
  return {
    status,
    // The media type; the two spell parameters differently (`;charset=utf-8`, or none for scripts).
    type: status === 200 ? headers['content-type']?.split(';')[0] : undefined,
    cacheControl: headers['cache-control'],
    policy: headers['content-security-policy'],
    encoding: headers['content-encoding'],
    nosniff: headers['x-content-type-options'],
    referrer: headers['referrer-policy'],
    cors: headers['access-control-allow-origin'],
    body: status === 200 ? createHash('sha256').update(decodedBody(response)).digest('hex') : undefined,
  };
}

test('nginx answers on every origin', async () => {
  for (const origin of [NGINX.host, ...REMOTE_PORTS.map((port) => `http://localhost:${port}`)]) {
    const response = await rawRequest(
      `${origin}/${origin === NGINX.host ? 'remotes.json' : 'mf-manifest.json'}`,
    );
    expect(response.status, origin).toBe(200);
    expect(response.headers.server, origin).toBe('nginx');
  }
});

test('scripts are sent precompressed to clients that accept gzip, as they are to others', async () => {
  const { main } = builtFiles();
  const file = readFileSync(path.join(distOf('host'), main));
  // What Chromium sends; Debian's nginx has no brotli, so gzip.
  const gzip = await rawRequest(`${NGINX.host}/${main}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers.vary).toBe('Accept-Encoding');
  expect(gzip.headers['cache-control']).toBe(A_YEAR);
  expect(gzip.body.length).toBeLessThan(file.length / 2);
  expect(decodedBody(gzip)).toEqual(file);

  const identity = await rawRequest(`${NGINX.host}/${main}`, { 'Accept-Encoding': 'identity' });
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.headers.vary).toBe('Accept-Encoding');
  expect(identity.body).toEqual(file);
});

test('documents are revalidated and carry the Content-Security-Policy, sent whole', async () => {
  const documents = [
    '/',
    '/apps/invoice/list',
    '/login',
    '/login/a/deep/link',
    '/register',
    '/forgot-password',
    '/new-password',
    '/front-pages/help-center',
    '/front-pages/help-center/article/how-do-refunds-work',
  ];
  for (const pathname of documents) {
    const response = await rawRequest(`${NGINX.host}${pathname}`, { 'Accept-Encoding': 'gzip' });
    expect(response.status, pathname).toBe(200);
    expect(response.headers['cache-control'], pathname).toBe('no-cache');
    expect(response.headers.etag, pathname).toBeUndefined();
    const policy = response.headers['content-security-policy'] ?? '';
    expect(policy, pathname).toMatch(/^default-src 'self'; script-src 'self' http:\/\/localhost:3001 /);
    expect(policy, pathname).toContain("frame-ancestors 'none'");
    expect(policy, pathname).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
});

test('the registry and every area manifest, entry and metadata are revalidated on every use', async () => {
  const { metadata } = builtFiles();
  expect((await rawRequest(`${NGINX.host}/remotes.json`)).headers['cache-control']).toBe('no-cache');
  for (const port of REMOTE_PORTS) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', ...metadata]) {
      const response = await rawRequest(`http://localhost:${port}/${file}`, { 'Accept-Encoding': 'gzip' });
      expect(response.status, `${port}/${file}`).toBe(200);
      expect(response.headers['cache-control'], `${port}/${file}`).toBe('no-cache');
      expect(response.headers['access-control-allow-origin'], `${port}/${file}`).toBe('*');
    }
  }
});

test.describe('the same answers as the Node server', () => {
  let host: Server;
  let ecommerce: Server;
  const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  test.beforeAll(async () => {
    host = await serveApp({ app: 'host', port: 0, host: '127.0.0.1' });
    ecommerce = await serveApp({ app: 'ecommerce', port: 0, host: '127.0.0.1' });
  });
  test.afterAll(async () => {
    await Promise.all([host, ecommerce].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  test('for the host', async () => {
    const { main, login, image } = builtFiles();
    const paths = [
      '/',
      '/index.html',
      '/apps/invoice/list',
      '/apps/invoice/preview/4987/',
      '/login',
      '/login/',
      '/login?to=%2Fapps%2Finvoice%2Flist',
      '/login/a/deep/link',
      '/register',
      '/new-password?email=a%40b.c&token=abc',
      '/front-pages/help-center?q=refund',
      '/front-pages/help-center/article/how-do-refunds-work',
      '/front-pages/pricing',
      `/site/${login}`,
      `/${main}`,
      '/remotes.json',
      '/mockServiceWorker.js',
      `/images/avatars/${image}`,
      `/${main}.map`,
      `/${main}%2Emap`,
      `/${main}.map/`,
      '/.env',
      '/.git/config',
      '/.well-known/security.txt',
      '/missing.js',
      '/login/missing.js',
      '/site/missing.js',
      '/apps/missing.json',
    ];
    for (const pathname of paths) {
      for (const encoding of ['gzip', 'identity']) {
        const headers = { 'Accept-Encoding': encoding };
        const [fromNode, fromNginx] = await Promise.all([
          rawRequest(`${origin(host)}${pathname}`, headers),
          rawRequest(`${NGINX.host}${pathname}`, headers),
        ]);
        expect(seen(fromNginx), `${pathname} (${encoding})`).toEqual(seen(fromNode));
      }
    }
  });

  test('for a remote', async () => {
    const { chunk, metadata } = builtFiles();
    const paths = [
      '/mf-manifest.json',
      '/remoteEntry.js',
      `/${chunk}`,
      ...metadata.map((file) => `/${file}`),
      '/',
      '/apps/ecommerce',
      `/${chunk}.map`,
      '/.git/config',
      '/missing.js',
    ];
    for (const pathname of paths) {
      const headers = { 'Accept-Encoding': 'gzip', Origin: NGINX.host };
      const [fromNode, fromNginx] = await Promise.all([
        rawRequest(`${origin(ecommerce)}${pathname}`, headers),
        rawRequest(`${NGINX.ecommerce}${pathname}`, headers),
      ]);
      expect(seen(fromNginx), pathname).toEqual(seen(fromNode));
    }
    const preflight = { Origin: NGINX.host, 'Access-Control-Request-Method': 'GET' };
    const [fromNode, fromNginx] = await Promise.all([
      rawRequest(`${origin(ecommerce)}/remoteEntry.js`, preflight, 'OPTIONS'),
      rawRequest(`${NGINX.ecommerce}/remoteEntry.js`, preflight, 'OPTIONS'),
    ]);
    expect(fromNginx.status).toBe(204);
    expect(fromNode.status).toBe(204);
    expect(fromNginx.headers['access-control-allow-origin']).toBe('*');
    expect(fromNginx.headers['access-control-allow-headers']).toBe(
      fromNode.headers['access-control-allow-headers'],
    );
  });
});

test('the live updates stream comes through nginx as it is written, not buffered', async () => {
  const login = await fetch(`${NGINX.host}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  expect((await fetch(`${NGINX.host}/api/events`)).status).toBe(401);

  const controller = new AbortController();
  const stream = await fetch(`${NGINX.host}/api/events?token=${encodeURIComponent(accessToken)}`, {
    signal: controller.signal,
  });
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  // The first event arrives while the stream stays open: nginx passes it on at once.
  const reader = stream.body!.getReader();
  const { value } = await reader.read();
  expect(new TextDecoder().decode(value)).toContain('event: ready');
  controller.abort();
});
