// `npm start`: the host and all six remotes in development mode, with the in-browser mock API.
import concurrently from 'concurrently';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { AREAS } = require('@atrium/build');

const apps = ['host', ...AREAS];
// From the repository root, wherever it is started from (the dev-mode smoke test starts it from e2e/).
const root = fileURLToPath(new URL('..', import.meta.url));
const { result } = concurrently(
  apps.map((app) => ({
    name: app,
    command: `npm run dev -w ${app === 'host' ? 'host' : `remotes/${app}`}`,
    cwd: root,
  })),
  { prefixColors: ['yellow', 'cyan', 'magenta', 'green', 'blue', 'red', 'white'], killOthersOn: ['failure'] },
);
console.log('Starting Atrium: http://localhost:3000 (the remotes on 3001–3006)');
result.catch(() => process.exit(1));
