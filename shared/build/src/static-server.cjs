// Serves production builds: each app on its own origin (port), the remotes with CORS, the host with
// SPA fallback to index.html. Used by `npm run serve`, `npm run dev:remote`, the size report and e2e.
const http = require('node:http');
const path = require('node:path');
const fs = require('node:fs');
const sirv = require('sirv');
const { PORTS, AREAS } = require('./index.cjs');

const ROOT = path.resolve(__dirname, '../../..');

function distOf(app) {
  return app === 'host' ? path.join(ROOT, 'host/dist') : path.join(ROOT, 'remotes', app, 'dist');
}

/**
 * @param {{ app: string, dir?: string, port?: number, host?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
function serveApp({ app, dir = distOf(app), port = PORTS[app], host = 'localhost' }) {
  if (!fs.existsSync(path.join(dir, app === 'host' ? 'index.html' : 'mf-manifest.json'))) {
    return Promise.reject(
      new Error(`No production build of "${app}" in ${dir}: run \`npm run build\` first.`),
    );
  }
  const isHost = app === 'host';
  const files = sirv(dir, {
    single: isHost,
    dev: false,
    etag: true,
    gzip: false,
    setHeaders(res, pathname) {
      // Manifests, entries and the registry must never be cached: they say which build is live.
      if (
        /(mf-manifest\.json|remoteEntry\.js|remotes\.json|index\.html|mockServiceWorker\.js)$/.test(pathname)
      ) {
        res.setHeader('Cache-Control', 'no-cache');
      } else if (/\.[0-9a-f]{8}\.(js|css)$/.test(pathname)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const server = http.createServer((req, res) => {
    if (!isHost) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Serves every app (or those given) on its port; resolves to a closer. */
async function servePlatform(apps = ['host', ...AREAS]) {
  const servers = await Promise.all(apps.map((app) => serveApp({ app })));
  return { servers, close: () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))) };
}

module.exports = { serveApp, servePlatform, distOf, ROOT };
