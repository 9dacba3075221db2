import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderNginxConfig } from './static-server-nginx.cjs';
import { createDocumentPolicy } from './static-server-csp.cjs';
import {
  CACHE_CONTROL,
  DOT_FILES,
  FILE_PATHS,
  HASHED_FILES,
  LIVE_FILES,
  STABLE_FILES,
} from './static-server-rules.cjs';

const INDEX_HTML = '<!doctype html><html><head><script>document.title = "shell";</script></head></html>';
const LOGIN_HTML = '<!doctype html><html><head><script>document.title = "login";</script></head></html>';
const REGISTRY = JSON.stringify({
  version: 1,
  remotes: [
    { name: 'ecommerce', manifest: 'http://localhost:3001/mf-manifest.json', routes: ['/apps/ecommerce'] },
    { name: 'email', manifest: 'https://cdn.example/email/mf-manifest.json', routes: ['/apps/email'] },
  ],
});

/** The `"key" "value";` lines of the `map` block that sets `variable`. */
function mapEntries(config: string, variable: string): Record<string, string> {
  const block = new RegExp(`map \\$uri \\$${variable} \\{\\n([\\s\\S]*?)\\n\\}`).exec(config)?.[1];
  expect(block).toBeDefined();
  return Object.fromEntries(
    [...(block as string).matchAll(/^\s*("([^"]*)"|default) "([^"]*)";$/gm)].map((m) => [m[2] ?? m[1], m[3]]),
  );
}

describe('the nginx configuration', () => {
  let dir: string;
  let host: string;
  let ecommerce: string;
  const prefix = '/srv/atrium-nginx';

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-nginx-'));
    host = path.join(dir, 'host');
    ecommerce = path.join(dir, 'ecommerce');
    mkdirSync(path.join(host, 'login'), { recursive: true });
    mkdirSync(ecommerce);
    writeFileSync(path.join(host, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(host, 'login/index.html'), LOGIN_HTML);
    mkdirSync(path.join(host, 'front-pages/help-center/article'), { recursive: true });
    writeFileSync(path.join(host, 'front-pages/help-center/index.html'), LOGIN_HTML);
    writeFileSync(path.join(host, 'front-pages/help-center/article/index.html'), LOGIN_HTML);
    writeFileSync(path.join(host, 'remotes.json'), REGISTRY);
    writeFileSync(path.join(ecommerce, 'mf-manifest.json'), '{}');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const render = (listen?: string[]) =>
    renderNginxConfig({
      prefix,
      apps: [
        { name: 'host', root: host, port: 3000 },
        { name: 'ecommerce', root: ecommerce, port: 3001 },
      ],
      listen,
      apiBaseUrl: 'https://api.example/v1',
    });

  it('sends each document the policy the Node server sends it, computed by the same code', () => {
    const { files, sources } = render();
    const policyOf = createDocumentPolicy({
      registryFile: path.join(host, 'remotes.json'),
      apiBaseUrl: 'https://api.example/v1',
    });
    const policies = mapEntries(files['apps/host.conf'], 'atrium_host_policy');
    expect(policies).toEqual({
      '/index.html': policyOf(path.join(host, 'index.html')),
      '/login/index.html': policyOf(path.join(host, 'login/index.html')),
      '/front-pages/help-center/index.html': policyOf(path.join(host, 'front-pages/help-center/index.html')),
      '/front-pages/help-center/article/index.html': policyOf(
        path.join(host, 'front-pages/help-center/article/index.html'),
      ),
      '~\\.html$': policyOf(null),
      default: '',
    });
    expect(policies['/index.html']).toContain('http://localhost:3001 https://cdn.example');
    expect(policies['/index.html']).not.toEqual(policies['/login/index.html']);
    expect(files['apps/host.conf']).toContain('add_header Content-Security-Policy $atrium_host_policy;');
    // What to watch: a change to any of these changes the configuration.
    expect(sources).toEqual(
      expect.arrayContaining([
        path.join(host, 'remotes.json'),
        path.join(host, 'index.html'),
        path.join(host, 'login/index.html'),
      ]),
    );
  });

  it("caches by the Node server's own rules", () => {
    const entries = mapEntries(render().files['atrium-http.conf'], 'atrium_cache_control');
    expect(entries).toEqual({
      [`~${LIVE_FILES.source}`]: CACHE_CONTROL.live,
      [`~*${HASHED_FILES.source}`]: CACHE_CONTROL.hashed,
      [`~${STABLE_FILES.source}`]: CACHE_CONTROL.stable,
      default: CACHE_CONTROL.live,
    });
    expect(LIVE_FILES.test('/area-meta.fr.json')).toBe(true);
    expect(render().files['atrium-http.conf']).toMatch(/^gzip_static on;$/m);
  });

  it('routes the host: standalone pages, then the shell, never a missing file', () => {
    const host = render().files['apps/host.conf'];
    expect(host).toContain(`location ~ "${DOT_FILES.source}"`);
    expect(host).toContain(`if ($uri ~ "${FILE_PATHS.source}")`);
    expect(host).toContain('rewrite "^/(login)(/|$)" /$1/index.html last;');
    // A nested standalone page before the one above it: a path goes to the nearest.
    const article = host.indexOf('rewrite "^/(front-pages/help-center/article)(/|$)" /$1/index.html last;');
    const help = host.indexOf('rewrite "^/(front-pages/help-center)(/|$)" /$1/index.html last;');
    expect(article).toBeGreaterThan(-1);
    expect(help).toBeGreaterThan(article);
    expect(host.indexOf('/$1/index.html last;')).toBeLessThan(
      host.lastIndexOf('rewrite ^ /index.html last;'),
    );
    expect(host).toContain('try_files $uri @document;');
  });

  it('lets any origin read a remote, and never routes it', () => {
    const remote = render().files['apps/ecommerce.conf'];
    expect(remote).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(remote).toContain('try_files $uri =404;');
    expect(remote).not.toContain('@document');
    expect(remote).toContain(`root "${ecommerce}";`);
  });

  it('listens where it is told, each app on its port', () => {
    expect(render().files['apps/host.conf']).toMatch(/^ {2}listen 3000;$/m);
    const local = render(['127.0.0.1', '[::1]']).files['apps/ecommerce.conf'];
    expect(local).toMatch(/^ {2}listen 127\.0\.0\.1:3001;\n {2}listen \[::1\]:3001;$/m);
  });

  it('keeps its files, logs and temporary files under the prefix, and includes every app', () => {
    const main = render().files['nginx.conf'];
    expect(main).toContain(`pid "${prefix}/nginx.pid";`);
    expect(main).toContain(`include "${prefix}/apps/host.conf";`);
    expect(main).toContain(`include "${prefix}/apps/ecommerce.conf";`);
    expect(main).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(main).not.toMatch(/^\s*user /m);
  });

  it('runs the workers as the user it is told, when started as root', () => {
    const { files } = renderNginxConfig({
      prefix,
      apps: [{ name: 'host', root: host, port: 3000 }],
      user: 'www-data www-data',
    });
    expect(files['nginx.conf']).toMatch(/^user www-data www-data;$/m);
  });

  it('refuses what would change the meaning of the configuration', () => {
    expect(() =>
      renderNginxConfig({ prefix: '/srv/$atrium', apps: [{ name: 'host', root: host, port: 3000 }] }),
    ).toThrow(/Cannot be written/);
    expect(() => renderNginxConfig({ prefix, apps: [{ name: 'host;', root: host, port: 3000 }] })).toThrow(
      /Not an app name/,
    );
    expect(() =>
      renderNginxConfig({
        prefix,
        apps: [{ name: 'host', root: host, port: 3000 }],
        user: 'www-data; pid /x',
      }),
    ).toThrow(/Not a user/);
  });
});

describe('the API upstream', () => {
  const render = (apiUpstream?: string) =>
    renderNginxConfig({ prefix: '/tmp/atrium-nginx-test', apps: [], apiUpstream }).files['atrium-http.conf'];

  it('is one server by default, several when given, used in turn with kept-alive connections', () => {
    expect(render()).toContain('upstream atrium_api {\n  server 127.0.0.1:3100;\n  keepalive 16;\n}');
    expect(render('http://10.0.0.1:3100, http://10.0.0.2:3100')).toContain(
      '  server 10.0.0.1:3100;\n  server 10.0.0.2:3100;\n',
    );
  });

  it('refuses anything but http origins', () => {
    expect(() => render('http://10.0.0.1:3100,https://evil.example')).toThrow(/http:\/\/ origin/);
    expect(() => render('http://10.0.0.1:3100; include /etc/passwd')).toThrow(/http:\/\/ origin/);
  });
});
