// `npm run serve`: the production builds, each app on its own origin, and the API server on its
// embedded database (the host forwards `/api` to it). `--no-api`: the builds alone, for an API server
// started otherwise (the e2e suite starts its own; ATRIUM_API_UPSTREAM says where it is).
import concurrently from 'concurrently';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { servePlatform } = require('@atrium/build/server');
const { PORTS, API_UPSTREAM } = require('@atrium/build');

const root = fileURLToPath(new URL('..', import.meta.url));
// The API server listens on 127.0.0.1 behind the host's /api forwarding, which names the browser's
// address in X-Forwarded-For: the API's per-address limits count browsers, not the forwarder.
const API_ENV = { TRUST_PROXY: '1' };
const withApi = !process.argv.includes('--no-api');

try {
  await servePlatform();
  for (const [app, port] of Object.entries(PORTS)) console.log(`${app.padEnd(10)} http://localhost:${port}`);
  console.log(`${'api'.padEnd(10)} ${API_UPSTREAM}${withApi ? '' : ' (not started here)'}`);
  console.log('\nAtrium is served at http://localhost:3000 (Ctrl+C to stop)');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (withApi) {
  concurrently([{ name: 'api', command: 'npm run api', cwd: root, env: API_ENV }], {
    killOthersOn: ['failure'],
  }).result.catch(() => process.exit(1));
}
