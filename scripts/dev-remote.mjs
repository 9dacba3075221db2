// `npm run dev:remote -- <area>`: one remote in development mode (live reload) against the production
// builds of the host and the other remotes, with the API server — how an area team works on its area alone.
import concurrently from 'concurrently';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { AREAS } = require('@atrium/build');
const { servePlatform, distOf } = require('@atrium/build/server');
// From the repository root, wherever it is started from (the dev-mode smoke test starts it from e2e/).
const root = fileURLToPath(new URL('..', import.meta.url));
// The API server listens on 127.0.0.1 behind the host's /api forwarding, which names the browser's
// address in X-Forwarded-For: the API's per-address limits count browsers, not the forwarder.
const API_ENV = { TRUST_PROXY: '1' };

const area = process.argv[2];
if (!AREAS.includes(area)) {
  console.error(`Usage: npm run dev:remote -- <area>   (one of: ${AREAS.join(', ')})`);
  process.exit(1);
}
const others = ['host', ...AREAS.filter((a) => a !== area)];
const missing = others.filter((app) => !existsSync(distOf(app)));
if (missing.length) {
  console.log(`Building ${missing.join(', ')} first…`);
  execSync(`node scripts/build.mjs ${missing.join(' ')}`, { stdio: 'inherit', cwd: root });
}
await servePlatform(others);
console.log(`Serving production builds of ${others.join(', ')}; ${area} in development mode.`);
console.log('Open http://localhost:3000');
// The API server too, unless one is already running elsewhere (ATRIUM_API_UPSTREAM), or the builds are
// the serverless demo (ATRIUM_API=mock, whose pages start the mock API themselves).
const withApi = !process.env.ATRIUM_API_UPSTREAM && process.env.ATRIUM_API !== 'mock';
concurrently([
  ...(withApi ? [{ name: 'api', command: 'npm run api', cwd: root, env: API_ENV }] : []),
  { name: area, command: `npm run dev -w remotes/${area}`, cwd: root },
]).result.catch(() => process.exit(1));
