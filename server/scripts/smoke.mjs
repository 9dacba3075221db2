#!/usr/bin/env node
// The API server's end-to-end check on its real databases (`npm run test:api`): the server process as
// `npm run api` starts it, on PGlite in a folder of its own, then on PostgreSQL (a private cluster:
// privatePostgres.mjs). On each it seeds on the first start, keeps a user created through the API across
// a restart, answers /api/ready, exits 0 on SIGTERM, refuses a database migrated by code it does not
// know, is seeded again by db:reset, writes a save in one transaction, and answers the lists in SQL as
// the handlers compute them in memory. Without PostgreSQL installed
// the second part is skipped with a notice, unless ATRIUM_REQUIRE_POSTGRES=1 (CI sets it).
// A script rather than a jest test: PGlite's first open alone takes 1-4 s on a busy machine, near
// jest's 5 s limit. Each server listens on a port the system picks (PORT=0).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { require as tsxRequire } from 'tsx/cjs/api';
import { check, tally } from './checks.mjs';
import { postgresBin, startPrivatePostgres } from './privatePostgres.mjs';

const SERVER = path.resolve(import.meta.dirname, '..');
const TSX = path.resolve(SERVER, '../node_modules/.bin/tsx');
const baseEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'info' };
delete baseEnv.DATABASE_URL;
delete baseEnv.ATRIUM_DATA_DIR;
delete baseEnv.ATRIUM_TEST_TENANTS;
/** The server's environment for the database being checked. */
let env = baseEnv;

/** Starts the server; resolves with its URL once it listens (or with its exit, if it stops first). */
function startServer() {
  const started = performance.now();
  const child = spawn(TSX, ['src/start.ts'], { cwd: SERVER, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise((resolve) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      output.push(chunk);
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        try {
          const entry = JSON.parse(line);
          if (entry.url && entry.readyMs !== undefined)
            resolve({ url: entry.url, entry, ms: Math.round(performance.now() - started) });
        } catch {
          // not a log line
        }
      }
    });
    child.stderr.on('data', (chunk) => output.push(chunk));
    exited.then(() => resolve(undefined));
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
  exited.then(() => clearTimeout(timeout));
  return { child, ready, exited, output: () => Buffer.concat(output.map((c) => Buffer.from(c))).toString() };
}

async function stop(server) {
  server.child.kill('SIGTERM');
  return server.exited;
}

const json = async (response) => ({ status: response.status, body: await response.json() });

async function login(url, email, password) {
  const { status, body } = await json(
    await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}`);
  return body.accessToken;
}

/**
 * The checks, on one database.
 * @param {{ name: string, env: object, openSql: () => Promise<{ storage: object, query: (sql: string) => Promise<unknown>, close: () => Promise<void> }> }} database
 */
async function smoke(database) {
  console.log(`— on ${database.name}`);
  env = database.env;
  // 0. db:migrate on an empty database: migrated, nothing seeded (the first start seeds).
  const migrate = spawn(TSX, ['src/migrate.ts'], { cwd: SERVER, env, stdio: 'ignore' });
  check('db:migrate exits 0', (await new Promise((resolve) => migrate.on('exit', resolve))) === 0);

  // 1. First start: an empty database is migrated (already, here) and seeded.
  let server = startServer();
  let up = await server.ready;
  check(
    'first start listens',
    Boolean(up),
    up ? `${up.ms} ms to listening, server says ${up.entry.readyMs} ms` : server.output(),
  );
  check('first start seeds', up.entry.seeded === true);
  const { url } = up;
  const ready = await fetch(`${url}/api/ready`);
  check('GET /api/ready is 200', ready.status === 200);

  const admin = await login(url, 'admin@demo.com', 'admin');
  const user = newUser(1, { password: 'Smoke-test-pass-1' });
  const created = await json(
    await fetch(`${url}/api/apps/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify(user),
    }),
  );
  check('an admin creates a user', created.status === 201, `id ${created.body.id}`);
  const malformed = await fetch(`${url}/api/apps/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: '{"fullName":',
  });
  check('a malformed JSON body is a 400', malformed.status === 400);

  let exit = await stop(server);
  check('SIGTERM exits 0', exit.code === 0, JSON.stringify(exit));

  // 2. Restart: the working set is loaded from the database, not seeded again.
  server = startServer();
  up = await server.ready;
  check(
    'restart listens',
    Boolean(up),
    up ? `${up.ms} ms to listening, server says ${up.entry.readyMs} ms` : server.output(),
  );
  check('restart does not seed', up.entry.seeded === false);
  const fetched = await json(
    await fetch(`${up.url}/api/apps/users/${created.body.id}`, {
      headers: { authorization: `Bearer ${admin}` },
    }),
  );
  check(
    'the user is still there, and the session too',
    fetched.status === 200 && fetched.body.email === user.email,
  );
  await login(up.url, user.email, user.password);
  check('the user signs in with the password set before the restart', true);
  exit = await stop(server);
  check('SIGTERM exits 0 again', exit.code === 0, JSON.stringify(exit));

  // 3. A save is one transaction, on the real SQL (the storage the server uses, on the same folder).
  let sql = await database.openSql();
  const { storage } = sql;
  const before = await storage.load();
  const failed = await storage
    .write({
      addCollections: [],
      upserts: [
        { collection: 'users', key: 'id:90000', position: 0, doc: { id: 90000 } },
        { collection: 'users', key: 'id:90001', position: 1, doc: null },
      ],
      moves: [],
      deletes: [{ collection: 'users', key: `id:${created.body.id}` }],
    })
    .then(
      () => false,
      () => true,
    );
  const after = await storage.load();
  check(
    'a write that fails half-way writes nothing',
    failed && JSON.stringify(after.rows) === JSON.stringify(before.rows),
  );
  // The lists the database answers are the lists computed in memory over the same data.
  const working = new Persistence(storage, mockWorkingSet(1));
  await working.start();
  const lists = await listDifferences(storage);
  check(
    'the lists sorted, searched, filtered and paged in SQL are those computed in memory',
    lists.differences.length === 0,
    `${lists.checked} list requests${lists.differences.length ? `; ${lists.differences.slice(0, 5).join('; ')}` : ''}`,
  );

  // The dashboards' figures summed and counted in SQL are those computed in memory.
  const tallies = await tallyDifferences(storage, working);
  check(
    'the aggregates counted and summed in SQL are those computed in memory',
    tallies.differences.length === 0,
    `${tallies.checked} aggregate requests${tallies.differences.length ? `; ${tallies.differences.slice(0, 3).join('; ')}` : ''}`,
  );

  // Each area's migrations ran, in a history of their own: the lists' indexes are the areas'.
  const histories = await sql.query(
    `select (select count(*) from drizzle.__drizzle_migrations_ecommerce) as ecommerce,
            (select count(*) from drizzle.__drizzle_migrations_admin) as admin,
            (select count(*) from pg_indexes where indexname ~ '^records_[a-z]+_[0-9a-f]{10}$') as indexes`,
  );
  const [history] = histories.rows;
  const REMOTES = path.resolve(SERVER, '../remotes');
  const areaIndexes = readdirSync(REMOTES)
    .map((area) => path.join(REMOTES, area, 'api/migrations'))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.sql'))
        .map((name) => path.join(folder, name)),
    )
    .reduce((sum, file) => sum + (readFileSync(file, 'utf8').match(/CREATE INDEX/g)?.length ?? 0), 0);
  check(
    "each area's migrations are applied and recorded apart",
    Number(history.ecommerce) >= 1 && Number(history.admin) >= 1 && Number(history.indexes) === areaIndexes,
    `ecommerce ${history.ecommerce}, admin ${history.admin}, ${history.indexes} of the areas' ${areaIndexes} list indexes`,
  );

  // 4. A migration this code does not know (here, in an area's history): the server refuses to start.
  await sql.query(
    `insert into drizzle.__drizzle_migrations_ecommerce (hash, created_at) values ('from-the-future', 1)`,
  );
  await sql.close();
  server = startServer();
  up = await server.ready;
  exit = await server.exited;
  check(
    'a database with an unknown migration is refused',
    !up && exit.code === 1 && server.output().includes('Refusing to start'),
    `exit ${exit.code}`,
  );
  sql = await database.openSql();
  await sql.query(`delete from drizzle.__drizzle_migrations_ecommerce where hash = 'from-the-future'`);
  await sql.close();

  // 5. db:reset empties the database and seeds it again.
  const reset = spawn(TSX, ['src/reset.ts'], { cwd: SERVER, env, stdio: 'ignore' });
  const resetExit = await new Promise((resolve) => reset.on('exit', resolve));
  check('db:reset exits 0', resetExit === 0);
  server = startServer();
  up = await server.ready;
  const gone = await fetch(`${up.url}/api/apps/users/${created.body.id}`, {
    headers: { authorization: `Bearer ${await login(up.url, 'admin@demo.com', 'admin')}` },
  });
  check('after db:reset the user is gone', gone.status === 404);
  exit = await stop(server);
  check('SIGTERM exits 0 after the reset', exit.code === 0);
}

const { drizzleStorage } = tsxRequire('../src/database.ts', import.meta.url);
const { Persistence } = tsxRequire('../src/persistence.ts', import.meta.url);
const { mockWorkingSet } = tsxRequire('../src/server.ts', import.meta.url);
const { listDifferences } = tsxRequire('../src/testing/listEquivalence.ts', import.meta.url);
const { tallyDifferences } = tsxRequire('../src/testing/tallyEquivalence.ts', import.meta.url);
const { newUser } = tsxRequire('../src/testing/newUser.ts', import.meta.url);

async function onPglite() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'atrium-smoke-'));
  const dataDir = path.join(root, 'pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  try {
    await smoke({
      name: 'PGlite',
      env: { ...baseEnv, ATRIUM_DATA_DIR: dataDir },
      openSql: async () => {
        const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
        const close = () => client.close();
        return { storage: drizzleStorage(drizzle({ client }), close), query: (q) => client.query(q), close };
      },
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function onPostgres() {
  if (!postgresBin()) {
    if (process.env.ATRIUM_REQUIRE_POSTGRES === '1')
      throw new Error('PostgreSQL is required and not installed');
    console.log('— PostgreSQL is not installed: its checks are skipped (CI runs them)');
    return;
  }
  const cluster = await startPrivatePostgres();
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { default: pg } = await import('pg');
  try {
    await smoke({
      name: `PostgreSQL (${cluster.url})`,
      env: { ...baseEnv, DATABASE_URL: cluster.url },
      openSql: async () => {
        const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
        const close = () => pool.end();
        return {
          storage: drizzleStorage(drizzle({ client: pool }), close),
          query: (q) => pool.query(q),
          close,
        };
      },
    });
  } finally {
    cluster.stop();
  }
}

let exitCode = 0;
try {
  await onPglite();
  await onPostgres();
} catch (error) {
  console.error(error);
  exitCode = 1;
}
console.log(tally());
process.exit(exitCode);
