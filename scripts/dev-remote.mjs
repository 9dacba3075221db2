// `npm run dev:remote -- <area>`: one remote in development mode (live reload) against the production
// builds of the host and the other remotes — how an area team works on its area alone.
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
concurrently([{ name: area, command: `npm run dev -w remotes/${area}`, cwd: root }]).result.catch(() =>
  process.exit(1),
);
