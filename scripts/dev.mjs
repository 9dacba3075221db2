// `npm start`: the API server on its embedded database, and the host and all six remotes in development
// mode; the host's dev server forwards `/api` to the API server.
import concurrently from 'concurrently';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { AREAS } = require('@atrium/build');

const apps = ['host', ...AREAS];
// From the repository root, wherever it is started from (the dev-mode smoke test starts it from e2e/).
const root = fileURLToPath(new URL('..', import.meta.url));
// The API server listens on 127.0.0.1 behind the host's /api forwarding, which names the browser's
// address in X-Forwarded-For: the API's per-address limits count browsers, not the forwarder.
const API_ENV = { TRUST_PROXY: '1' };
const { result } = concurrently(
  [
    { name: 'api', command: 'npm run api', cwd: root, env: API_ENV },
    ...apps.map((app) => ({
      name: app,
      command: `npm run dev -w ${app === 'host' ? 'host' : `remotes/${app}`}`,
      cwd: root,
    })),
  ],
  {
    prefixColors: ['gray', 'yellow', 'cyan', 'magenta', 'green', 'blue', 'red', 'white'],
    killOthersOn: ['failure'],
  },
);
console.log('Starting Atrium: http://localhost:3000 (the remotes on 3001–3006, the API server on 3100)');
result.catch(() => process.exit(1));
