#!/usr/bin/env node
// `npm run test:instances`: two API processes on one PostgreSQL (a private cluster), behind nginx
// configured by deploy/nginx's templates with both as the API upstream, used as a deployment would:
// a change made through one is read through the other, a session made on one is valid on the other,
// twenty users created at once through nginx are all kept (each write holds the lock every process
// takes), and the sign-in throttling counts the failures both processes saw. Needs PostgreSQL, nginx
// and the host's build (`npm run build`); skipped with a notice without them, unless
// ATRIUM_REQUIRE_POSTGRES=1 (CI sets it).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { require as tsxRequire } from 'tsx/cjs/api';
import { check, freePort, tally } from './checks.mjs';
import { postgresBin, startPrivatePostgres } from './privatePostgres.mjs';
import { findNginx, nginxArgs } from '../../scripts/lib/nginx.mjs';

const require = createRequire(import.meta.url);
const { renderNginxConfig } = require('@atrium/build/server');
const SERVER = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SERVER, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const HOST_BUILD = path.join(ROOT, 'host/dist');

const missing = [
  !postgresBin() && 'PostgreSQL',
  !findNginx() && 'nginx',
  !existsSync(path.join(HOST_BUILD, 'index.html')) && "the host's build (npm run build)",
].filter(Boolean);
if (missing.length) {
  const message = `Two API processes behind nginx need ${missing.join(', ')}`;
  if (process.env.ATRIUM_REQUIRE_POSTGRES === '1') {
    console.error(message);
    process.exit(1);
  }
  console.log(`${message}: skipped (CI runs it)`);
  process.exit(0);
}

/** An API process on `port`; resolves once it listens. */
function startApi(port, databaseUrl) {
  const child = spawn(TSX, ['src/start.ts'], {
    cwd: SERVER,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function untilAnswers(url, what) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${url}`);
}

const send = async (base, route, { token, method = 'GET', body } = {}) => {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};
const signIn = (base, email, password) =>
  send(base, '/api/auth/login', { method: 'POST', body: { email, password } });
const { newUser: userBody } = tsxRequire('../src/testing/newUser.ts', import.meta.url);
const newUser = (n) => userBody(n, { role: 'subscriber', password: `Instance-pass-${n}-ok` });

const cleanups = [];
let exitCode = 0;
try {
  const cluster = await startPrivatePostgres();
  cleanups.push(() => cluster.stop());
  // One after the other: the first migrates and seeds, the second loads.
  const [portA, portB, hostPort] = [await freePort(), await freePort(), await freePort()];
  const a = startApi(portA, cluster.url);
  cleanups.push(() => a.child.kill('SIGTERM'));
  await untilAnswers(`${a.url}/api/ready`, 'the first API process');
  const b = startApi(portB, cluster.url);
  cleanups.push(() => b.child.kill('SIGTERM'));
  await untilAnswers(`${b.url}/api/ready`, 'the second API process');

  const prefix = mkdtempSync(path.join(os.tmpdir(), 'atrium-instances-nginx-'));
  cleanups.push(() => rmSync(prefix, { recursive: true, force: true }));
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'tmp'));
  const { files } = renderNginxConfig({
    prefix,
    apps: [{ name: 'host', root: HOST_BUILD, port: hostPort }],
    listen: ['127.0.0.1'],
    apiUpstream: `${a.url},${b.url}`,
    // Started as root, nginx's workers need a user and group that exist (Debian has no group nobody).
    user: process.getuid?.() === 0 ? 'nobody nogroup' : undefined,
  });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(prefix, name)), { recursive: true });
    writeFileSync(path.join(prefix, name), text);
  }
  const nginx = spawn(findNginx(), nginxArgs(prefix), { stdio: ['ignore', 'inherit', 'inherit'] });
  cleanups.push(() => nginx.kill('SIGTERM'));
  const site = `http://127.0.0.1:${hostPort}`;
  await untilAnswers(`${site}/api/health`, 'nginx');

  // A session made through nginx (on either process) is valid on each.
  const admin = await signIn(site, 'admin@demo.com', 'admin');
  check('an admin signs in through nginx', admin.status === 200);
  const token = admin.body.accessToken;
  const onA = await send(a.url, '/api/auth/session', { token });
  const onB = await send(b.url, '/api/auth/session', { token });
  check('the session is valid on both processes', onA.status === 200 && onB.status === 200);

  // A change made through one process is read through the other.
  const created = await send(a.url, '/api/apps/users', { token, method: 'POST', body: newUser(0) });
  check('a user is created on the first process', created.status === 201, `id ${created.body?.id}`);
  const read = await send(b.url, `/api/apps/users/${created.body.id}`, { token });
  check('the second process answers that user', read.status === 200 && read.body.email === newUser(0).email);
  const changed = await send(b.url, `/api/apps/users/${created.body.id}`, {
    token,
    method: 'PATCH',
    body: { currentPlan: 'team' },
  });
  const again = await send(a.url, `/api/apps/users/${created.body.id}`, { token });
  check(
    'a change the second process saved is read on the first',
    changed.status === 200 && again.body.currentPlan === 'team',
  );

  // A page listening on the first process hears of a save made through the second (within a second).
  const controller = new AbortController();
  const stream = await fetch(`${a.url}/api/events?token=${encodeURIComponent(token)}`, {
    signal: controller.signal,
  });
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let heard = '';
  while (!heard.includes('event: ready')) heard += decoder.decode((await reader.read()).value);
  const saved = await send(b.url, `/api/apps/users/${created.body.id}`, {
    token,
    method: 'PATCH',
    body: { currentPlan: 'enterprise' },
  });
  const startedAt = Date.now();
  const told = await Promise.race([
    (async () => {
      while (!heard.includes('event: changed')) heard += decoder.decode((await reader.read()).value);
      return true;
    })(),
    new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
  ]);
  controller.abort();
  check(
    "a page listening on the first process is told of the second's save",
    saved.status === 200 && told === true,
    told ? `after ${Date.now() - startedAt} ms` : 'nothing in 5 s',
  );

  // Twenty users at once through nginx (both processes, in turn): none lost, none doubled.
  const before = (await send(site, '/api/apps/users?itemsPerPage=1', { token })).body.totalUsers;
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      send(site, '/api/apps/users', { token, method: 'POST', body: newUser(i + 1) }),
    ),
  );
  const ids = new Set(results.map((r) => r.body?.id));
  const totals = await Promise.all(
    [a.url, b.url].map(
      async (base) => (await send(base, '/api/apps/users?itemsPerPage=1', { token })).body.totalUsers,
    ),
  );
  check(
    'twenty users created at once through nginx are all kept, with twenty ids, on both processes',
    results.every((r) => r.status === 201) && ids.size === 20 && totals.every((t) => t === before + 20),
    `${before} → ${totals.join(' and ')}`,
  );

  // The sign-in throttling counts across both processes: 5 failures on each, then even the right password waits.
  const victim = newUser(0);
  for (const base of [a.url, b.url, a.url, b.url, a.url, b.url, a.url, b.url, a.url, b.url]) {
    await signIn(base, victim.email, 'not-the-password');
  }
  const held = await signIn(a.url, victim.email, victim.password);
  const heldOnB = await signIn(b.url, victim.email, victim.password);
  check(
    'ten failed sign-ins, five on each process, hold the account on both (429)',
    held.status === 429 && heldOnB.status === 429,
    `${held.status}, ${heldOnB.status}`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // the rest still cleans up
    }
  }
}
console.log(tally());
process.exit(exitCode);
