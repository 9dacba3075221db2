// `npm run build`: production builds of the host and the six remotes (each remote with mf-manifest.json).
// Two at a time: this machine class has two cores.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { AREAS } = require('@atrium/build');

const apps = process.argv.slice(2).length ? process.argv.slice(2) : ['host', ...AREAS];
const workspace = (app) => (app === 'host' ? 'host' : `remotes/${app}`);

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['rspack', 'build', '--mode', 'production'], {
      cwd: workspace(app),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`✓ ${app.padEnd(10)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(`✗ ${app}\n${output}`);
        reject(new Error(`${app} build failed`));
      }
    });
  });
}

const queue = [...apps];
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length) await build(queue.shift());
});
try {
  await Promise.all(workers);
} catch {
  process.exit(1);
}
