// A PostgreSQL cluster of a test run's own: created in a temporary folder, started on a free local port,
// used, then stopped and deleted. It needs PostgreSQL's server programs (Debian's `postgresql` package,
// which .ci/run installs); the system's own cluster, if any, is never touched. PostgreSQL refuses to run
// as root, so under root the cluster belongs to the `postgres` account the package creates.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './checks.mjs';

/** The folder of `initdb` and `pg_ctl`: `$PG_BIN`, Debian's newest /usr/lib/postgresql/<n>/bin, or the PATH. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const newest = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name) && existsSync(path.join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return path.join(debian, newest, 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found ? path.dirname(found) : undefined;
}

/**
 * Starts a private cluster with a database `atrium` (owner `atrium`, trusted on 127.0.0.1 only).
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startPrivatePostgres() {
  const bin = postgresBin();
  if (!bin)
    throw new Error('PostgreSQL is not installed (initdb not found; set PG_BIN or install postgresql)');
  const root = mkdtempSync(path.join(os.tmpdir(), 'atrium-postgres-'));
  const dataDir = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  let uid;
  let gid;
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0)
      throw new Error('Running as root, and there is no postgres account to run PostgreSQL as');
    uid = Number(ids.stdout.trim());
    gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(root, uid, gid);
  }
  const run = (program, args) =>
    execFileSync(path.join(bin, program), args, { stdio: 'pipe', ...(asRoot ? { uid, gid } : {}) });
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'atrium', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  // Durability is not what a test checks: fsync off makes the cluster several times quicker to write.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  try {
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'atrium', 'atrium']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://atrium@127.0.0.1:${port}/atrium`, stop };
}
