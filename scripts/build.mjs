// `npm run build`: production builds of the host and the six remotes (each remote with mf-manifest.json).
// Two at a time: this machine class has two cores. Each app's build type-checks it (shared/build's
// type-check.cjs); building them all, the apps' checks would each check the shared packages again, so
// the whole repository is checked once instead (`npm run typecheck`, incremental), started first.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { AREAS } = require('@atrium/build');

const apps = process.argv.slice(2).length ? process.argv.slice(2) : ['host', ...AREAS];
const workspace = (app) => (app === 'host' ? 'host' : `remotes/${app}`);

const checkOnce = apps.length > 1 && process.env.ATRIUM_TYPECHECK !== '0';

/** Runs `command` in `cwd`; resolves when it succeeds, or rejects with its output. */
function job(label, command, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`✓ ${label.padEnd(10)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(`✗ ${label}\n${output}`);
        reject(new Error(`${label} failed`));
      }
    });
  });
}

const build = (app) =>
  job(app, 'npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: workspace(app),
    env: { ...process.env, NODE_ENV: 'production', ...(checkOnce && { ATRIUM_TYPECHECK: '0' }) },
  });

const queue = [...apps];
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length) await build(queue.shift());
});
const check = checkOnce
  ? job('type check', 'npm', ['run', '--silent', 'typecheck'], { cwd: process.cwd(), env: process.env })
  : Promise.resolve();
try {
  await Promise.all([...workers, check]);
} catch {
  process.exit(1);
}
