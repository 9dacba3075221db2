// The API server on a fresh embedded database in a temporary folder, for the benchmarks: one process
// (not `npm run api`, whose server would outlive a signal sent to npm), stopped with its folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../server', import.meta.url));

/** Whether the API server at `base` says it is ready. */
export const apiReady = (base) =>
  fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
    (answer) => answer.ok,
    () => false,
  );

/**
 * Starts the server on `port` with `env` added (ATRIUM_SEED_SCALE, …) and waits until it is ready
 * (120 s at most); resolves to `{ readyMs, stop }`. Refuses a port something already answers on: the
 * figures would be another server's.
 */
export async function startApiServer({ port = 3100, env = {} } = {}) {
  const base = `http://127.0.0.1:${port}`;
  if (await apiReady(base)) throw new Error(`An API server already answers on port ${port}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-api-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      ATRIUM_DATA_DIR: path.join(dataDir, 'pglite'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (!(await apiReady(base))) {
    if (child.exitCode !== null) throw new Error(`The API server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The API server did not become ready within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readyMs = performance.now() - started;
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { readyMs, stop };
}
