import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serveApp } from '@atrium/build/server';
import { rawRequest } from '@atrium/build/raw-request';
import { precompressFiles } from './compress-assets.cjs';

const THEME_SCRIPT = "\n      document.documentElement.dataset.theme = 'dark';\n    ";
const LOGIN_SCRIPT = 'window.loginStartedAt = Date.now();';
const HELP_HTML = '<!doctype html><title>help center</title>';
const ARTICLE_HTML = '<!doctype html><title>article</title>';
const INDEX_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>`;
const LOGIN_HTML = `<!doctype html><html><head><script>${LOGIN_SCRIPT}</script></head><body>Login</body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const registry = (...manifests: string[]) =>
  JSON.stringify({
    version: 1,
    remotes: manifests.map((manifest, i) => ({ name: `area${i}`, manifest, routes: [`/apps/area${i}`] })),
  });

/** The policy's directives by name. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    (policy ?? '').split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the static server', () => {
  let dir: string;
  let server: Server;
  let base: string;
  const writeRegistry = (text: string) => writeFileSync(path.join(dir, 'remotes.json'), text);
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${pathname}`, { headers });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-static-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(dir, 'login'));
    writeFileSync(path.join(dir, 'login/index.html'), LOGIN_HTML);
    mkdirSync(path.join(dir, 'front-pages/help-center/article'), { recursive: true });
    writeFileSync(path.join(dir, 'front-pages/help-center/index.html'), HELP_HTML);
    writeFileSync(path.join(dir, 'front-pages/help-center/article/index.html'), ARTICLE_HTML);
    writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log("app");');
    writeFileSync(path.join(dir, 'main.0123abcd.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(path.join(dir, 'mockServiceWorker.js'), '// worker');
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeRegistry(
      registry('http://localhost:3001/mf-manifest.json', 'https://cdn.example/email/mf-manifest.json'),
    );
    // An API that is not there (nothing listens on port 9): the registry file decides the policy.
    server = await serveApp({
      app: 'host',
      dir,
      port: 0,
      host: '127.0.0.1',
      apiBaseUrl: 'https://api.example/v1',
      apiUpstream: 'http://127.0.0.1:9',
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/index.html', '/apps/invoice/list', '/apps/invoice/preview/4987/'])(
    'answers %s with the shell, never cached, under a policy that allows its inline script',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual([
        "'self'",
        'http://localhost:3001',
        'https://cdn.example',
        sha256(THEME_SCRIPT),
      ]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['style-src']).toEqual([
        "'self'",
        "'unsafe-inline'",
        'http://localhost:3001',
        'https://cdn.example',
      ]);
      expect(csp['connect-src']).toEqual([
        "'self'",
        'http://localhost:3001',
        'https://cdn.example',
        'ws://localhost:3001',
        'wss://cdn.example',
        'https://api.example',
      ]);
      expect(csp['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https:',
        'http://localhost:3001',
        'https://cdn.example',
      ]);
      expect(csp['font-src']).toEqual(["'self'", 'data:', 'http://localhost:3001', 'https://cdn.example']);
      expect(csp['frame-src']).toEqual(["'self'", 'blob:']);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
    },
  );

  it.each(['/login', '/login/', '/login?to=%2Fapps%2Finvoice%2Flist', '/login/any/deep/link'])(
    'answers %s with the login document and the hash of its own inline script',
    async (pathname) => {
      const response = await get(pathname);
      expect(await response.text()).toBe(LOGIN_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const scripts = directives(response.headers.get('content-security-policy'))['script-src'];
      expect(scripts).toContain(sha256(LOGIN_SCRIPT));
      expect(scripts).not.toContain(sha256(THEME_SCRIPT));
    },
  );

  it.each([
    ['/front-pages/help-center', 'HELP'],
    ['/front-pages/help-center/', 'HELP'],
    ['/front-pages/help-center/unknown', 'HELP'],
    ['/front-pages/help-center/article/how-to-add-product-in-cart', 'ARTICLE'],
    ['/front-pages/help-center/article/a/b', 'ARTICLE'],
    ['/front-pages/pricing', 'INDEX'],
  ])('answers %s with the nearest standalone document above it, else the app', async (pathname, expected) => {
    const body = await (await get(pathname)).text();
    expect(body).toBe({ HELP: HELP_HTML, ARTICLE: ARTICLE_HTML, INDEX: INDEX_HTML }[expected]);
  });

  it('keeps the icon a day: the browser asks for it again on every in-app navigation', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('keeps hashed files for a year, and the worker and registry fresh', async () => {
    const asset = await get('/main.0123abcd.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    for (const file of ['/mockServiceWorker.js', '/remotes.json']) {
      const response = await get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it.each([
    '/main.0123abcd.js.map',
    '/main.0123abcd.js.map/',
    '/main.0123abcd.js%2Emap',
    '/main.0123abcd.js.MAP',
  ])('does not serve the source map %s', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret.ts');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('follows the registry when a remote is rolled forward, without a restart', async () => {
    const before = await get('/');
    const etag = before.headers.get('etag') ?? '';
    const rolled = registry(
      'http://localhost:3011/mf-manifest.json',
      'https://cdn.example/email/mf-manifest.json',
    );
    writeRegistry(rolled);

    const registryResponse = await get('/remotes.json');
    expect(await registryResponse.text()).toBe(rolled);
    // A browser revalidating the shell it has gets the new policy too.
    const after = await get('/apps/area0', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    const scripts = directives(after.headers.get('content-security-policy'))['script-src'];
    expect(scripts).toContain('http://localhost:3011');
    expect(scripts).not.toContain('http://localhost:3001');
  });

  it('keeps serving, allowing no remote, when the registry is broken, and says so once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      writeRegistry('{ "remotes": [ { "name": "ecommerce", "manifest": ');
      for (const pathname of ['/', '/login']) {
        const response = await get(pathname);
        expect(response.status).toBe(200);
        const csp = directives(response.headers.get('content-security-policy'));
        expect(csp['script-src'].filter((s) => s.startsWith('http'))).toEqual([]);
        expect(csp['connect-src']).toEqual(["'self'", 'https://api.example']);
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('remotes.json');

      writeRegistry(registry('http://localhost:3001/mf-manifest.json'));
      const repaired = await get('/');
      expect(directives(repaired.headers.get('content-security-policy'))['script-src']).toContain(
        'http://localhost:3001',
      );
    } finally {
      warn.mockRestore();
    }
  });
});

describe("the host's policy with the API's registry", () => {
  let dir: string;
  let api: Server;
  let host: Server;
  let origins: unknown = ['https://cdn.example', 'http://localhost:3002'];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-static-api-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dir, 'remotes.json'), registry('http://localhost:3001/mf-manifest.json'));
    api = createServer((req, res) => {
      if (req.url !== '/api/platform/registry/origins') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ origins }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    host = await serveApp({
      app: 'host',
      dir,
      port: 0,
      host: '127.0.0.1',
      apiUpstream: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
    await new Promise((resolve) => api.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("allows the origins the API's registry names, and the file's (the host's fallback)", async () => {
    const response = await fetch(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    const scripts = directives(response.headers.get('content-security-policy'))['script-src'];
    expect(scripts).toEqual(
      expect.arrayContaining(['https://cdn.example', 'http://localhost:3002', 'http://localhost:3001']),
    );
  });

  it('refuses an answer that is not a list of origins, keeping to the file', async () => {
    const { createApiRegistryOrigins } = await import('./static-server-registry.cjs');
    origins = ["https://cdn.example 'unsafe-eval'"];
    const live = createApiRegistryOrigins({
      upstream: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    });
    await live.fresh();
    expect(live.current()).toBeNull();
    origins = ['https://cdn.example'];
    // Asked again only once the last answer is older than the TTL.
    await live.fresh();
    expect(live.current()).toBeNull();
  });
});

describe('the static server of a remote', () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-remote-'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"ecommerce"}');
    writeFileSync(path.join(dir, 'remoteEntry.js'), '// entry');
    writeFileSync(path.join(dir, 'area.89abcdef.js'), '// area');
    writeFileSync(path.join(dir, 'area.89abcdef.js.map'), '{}');
    server = await serveApp({ app: 'ecommerce', dir, port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves its files to any origin, unsniffed, the manifest and entry fresh', async () => {
    for (const file of ['/mf-manifest.json', '/remoteEntry.js']) {
      const response = await fetch(`${base}${file}`, { headers: { Origin: 'http://localhost:3000' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const chunk = await fetch(`${base}/area.89abcdef.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/area.89abcdef.js.map`)).status).toBe(404);
    expect((await fetch(`${base}/apps/ecommerce`)).status).toBe(404);
  });
});

describe("the static server's precompressed files", () => {
  // Large enough to be compressed (a real shell's inline script and scripts are).
  const SCRIPT = `console.log(${JSON.stringify('the app '.repeat(400))});`;
  const BIG_INDEX_HTML = INDEX_HTML.replace(
    '</head>',
    `<meta name="filler" content="${'x'.repeat(2000)}"></head>`,
  );
  const REGISTRY = registry('http://localhost:3001/mf-manifest.json');
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-compressed-'));
    writeFileSync(path.join(dir, 'index.html'), BIG_INDEX_HTML);
    writeFileSync(path.join(dir, 'main.0123abcd.js'), SCRIPT);
    writeFileSync(path.join(dir, 'remotes.json'), `${REGISTRY}${' '.repeat(2000)}`);
    // What the build does after emitting (PrecompressAssetsPlugin).
    await precompressFiles(dir, ['index.html', 'main.0123abcd.js', 'remotes.json']);
    server = await serveApp({ app: 'host', dir, port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends brotli to a client that accepts it', async () => {
    const response = await rawRequest(`${base}/main.0123abcd.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await rawRequest(`${base}/main.0123abcd.js`, { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
  });

  it.each<Record<string, string>>([{}, { 'Accept-Encoding': 'identity' }])(
    'sends the file as it is otherwise (%j)',
    async (headers) => {
      const response = await rawRequest(`${base}/main.0123abcd.js`, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(response.body.toString()).toBe(SCRIPT);
    },
  );

  it('compresses documents and keeps their policy and freshness', async () => {
    const response = await rawRequest(`${base}/apps/invoice/list`, { 'Accept-Encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(directives(response.headers['content-security-policy'] as string)['script-src']).toContain(
      sha256(THEME_SCRIPT),
    );
    expect(brotliDecompressSync(response.body).toString()).toBe(BIG_INDEX_HTML);
  });

  it('answers a revalidation with 304 and the same caching headers', async () => {
    const first = await rawRequest(`${base}/main.0123abcd.js`, { 'Accept-Encoding': 'gzip' });
    const again = await rawRequest(`${base}/main.0123abcd.js`, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': first.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['vary']).toBe('Accept-Encoding');
  });

  it('never has a compressed copy of the registry, which a deployment edits in place', async () => {
    expect(existsSync(path.join(dir, 'remotes.json.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'remotes.json.gz'))).toBe(false);
    const response = await rawRequest(`${base}/remotes.json`, { 'Accept-Encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body.toString())).toEqual(JSON.parse(REGISTRY));
  });
});

describe('the static server of a remote, for its live files', () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-remote-live-'));
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'admin', pad: 'm'.repeat(3000) }),
    );
    writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry */${'var a=1;'.repeat(400)}`);
    for (const language of ['en', 'fr', 'ar'])
      writeFileSync(path.join(dir, `area-meta.${language}.json`), JSON.stringify({ language }));
    writeFileSync(path.join(dir, 'users-page.0a1b2c3d.js'), '// page');
    await precompressFiles(dir, ['mf-manifest.json', 'remoteEntry.js']);
    server = await serveApp({ app: 'admin', dir, port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/mf-manifest.json', 'gzip'],
    ['/remoteEntry.js', 'gzip'],
    ['/area-meta.en.json', undefined],
    ['/area-meta.fr.json', undefined],
    ['/area-meta.ar.json', undefined],
  ])('revalidates %s on every use, compressed when it has a copy', async (file, encoding) => {
    const response = await rawRequest(`${base}${file}`, { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps a hashed chunk for a year', async () => {
    const response = await rawRequest(`${base}/users-page.0a1b2c3d.js`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
