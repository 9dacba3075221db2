// Serves production builds: each app on its own origin (port), the remotes with CORS, the host with
// SPA fallback to index.html. Used by `npm run serve`, `npm run dev:remote`, the size report and e2e.
// Sent with the headers a real deployment needs: documents with a Content-Security-Policy (see
// static-server-csp.cjs) and never cached, hashed files cached for a year (static-server-rules.cjs),
// every response `nosniff`, no source maps, and the build's precompressed `.br` / `.gz` copies of a
// file to the clients that accept them. deploy/nginx serves the same way (static-server-nginx.cjs).
const http = require('node:http');
const path = require('node:path');
const fs = require('node:fs');
const sirv = require('sirv');
const { createDocumentPolicy } = require('./static-server-csp.cjs');
const { createApiRegistryOrigins } = require('./static-server-registry.cjs');
const { cacheControlOf, SOURCE_MAPS, DOT_FILES, FILE_PATHS } = require('./static-server-rules.cjs');
const { isApiPath, proxyToApi } = require('./static-server-api-proxy.cjs');
const { API_UPSTREAM } = require('./api-upstream.cjs');

const ROOT = path.resolve(__dirname, '../../..');

// The platform's ports and areas, from the config factory: loaded only when needed, as it loads Rspack.
const platform = () => require('./index.cjs');

function distOf(app) {
  return app === 'host' ? path.join(ROOT, 'host/dist') : path.join(ROOT, 'remotes', app, 'dist');
}

/** The request's path, decoded as sirv decodes it, without the trailing slashes sirv ignores. */
function requestPath(req) {
  const raw = (req.url || '/').split(/[?#]/)[0];
  let pathname = raw;
  try {
    pathname = decodeURI(raw);
  } catch {
    // A malformed escape: sirv keeps it as it is too.
  }
  return pathname.replace(/\/+$/, '') || '/';
}

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The HTML document a path is answered with, relative to `dir` (`/login` → `/login/index.html`, a deep
 * link of the host → `/index.html`, one below a standalone page → the nearest one above it: `/login/…`
 * → the login page's, `/front-pages/help-center/article/…` → the article page's), or null when it is
 * answered with something else. Resolved here, not by sirv, so that the document served
 * is the one whose policy is sent.
 */
function documentOf(dir, pathname, spa) {
  const file = (relative) => {
    const absolute = path.join(dir, relative);
    return absolute.startsWith(dir + path.sep) && isFile(absolute);
  };
  if (file(pathname)) return /\.html?$/i.test(pathname) ? pathname : null;
  const candidates = pathname === '/' ? ['/index.html'] : [`${pathname}.html`, `${pathname}/index.html`];
  const found = candidates.find(file);
  if (found) return found;
  if (!spa || FILE_PATHS.test(pathname)) return null;
  const segments = pathname.split('/').filter(Boolean);
  for (let depth = segments.length - 1; depth > 0; depth--) {
    const page = `/${segments.slice(0, depth).join('/')}/index.html`;
    if (file(page)) return page;
  }
  return '/index.html';
}

const notFound = (res) => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');

/**
 * @param {{ app: string, dir?: string, port?: number, host?: string, apiBaseUrl?: string, apiUpstream?: string }} options
 *   `port: 0` takes a free port (read it from `server.address().port`); `apiBaseUrl` (default: the
 *   ATRIUM_API_BASE_URL the build used) is the API origin the documents may connect to; `apiUpstream`
 *   (the host only; default ATRIUM_API_UPSTREAM or http://127.0.0.1:3100) is the API server that the
 *   host's `/api` is forwarded to.
 * @returns {Promise<import('node:http').Server>}
 */
function serveApp({
  app,
  dir = distOf(app),
  port = platform().PORTS[app],
  host = 'localhost',
  apiBaseUrl = process.env.ATRIUM_API_BASE_URL,
  apiUpstream = API_UPSTREAM,
}) {
  if (!fs.existsSync(path.join(dir, app === 'host' ? 'index.html' : 'mf-manifest.json'))) {
    return Promise.reject(
      new Error(`No production build of "${app}" in ${dir}: run \`npm run build\` first.`),
    );
  }
  const root = path.resolve(dir);
  const isHost = app === 'host';
  // The host's policy follows the API's registry (published, rolled back, canary and overridden builds),
  // and allows remotes.json's builds, the host's fallback when its page cannot reach the API.
  const apiOrigins = isHost ? createApiRegistryOrigins({ upstream: apiUpstream }) : null;
  const policyOf = createDocumentPolicy({
    registryFile: path.join(root, 'remotes.json'),
    apiBaseUrl,
    liveOrigins: () => apiOrigins?.current() ?? null,
  });
  const files = sirv(root, {
    // Read from disk on each request, not listed once at start: remotes.json is edited in place to roll
    // a remote forward, and a length or ETag listed at start would no longer match the file.
    dev: true,
    etag: true,
    // The build's `x.br` / `x.gz` beside `x`, chosen by the request's Accept-Encoding (brotli first), sent
    // with Content-Encoding; their ETags differ from the file's.
    brotli: true,
    gzip: true,
  });
  const server = http.createServer(async (req, res) => {
    if (isHost && isApiPath(req.url)) {
      proxyToApi(req, res, apiUpstream);
      return;
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!isHost) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
    }
    const pathname = requestPath(req);
    // Nor dot files: sirv lists none in production mode, but it reads the disk here.
    if (SOURCE_MAPS.test(pathname) || DOT_FILES.test(pathname)) {
      notFound(res);
      return;
    }
    const document = documentOf(root, pathname, isHost);
    if (document) {
      if (apiOrigins) await apiOrigins.fresh();
      req.url = document;
      // Always sent whole: its policy follows the registry, which its ETag does not cover.
      delete req.headers['if-none-match'];
      res.setHeader('Content-Security-Policy', policyOf(path.join(root, document)));
    }
    // Set before sirv answers, so that a 304 carries them too (sirv sets its own only on a 200).
    res.setHeader('Cache-Control', cacheControlOf(document ?? pathname));
    res.setHeader('Vary', 'Accept-Encoding');
    files(req, res, () => {
      res.removeHeader('Cache-Control');
      res.removeHeader('Vary');
      notFound(res);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Serves every app (or those given) on its port; resolves to a closer. */
async function servePlatform(apps = ['host', ...platform().AREAS]) {
  const servers = await Promise.all(apps.map((app) => serveApp({ app })));
  return { servers, close: () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))) };
}

// The same rules for nginx, rendered into its configuration (scripts/nginx.mjs, deploy/nginx).
const { renderNginxConfig } = require('./static-server-nginx.cjs');

module.exports = { serveApp, servePlatform, distOf, ROOT, renderNginxConfig };
