// `npm run bench:api`: the API server's answer times, p50 and p95, for the calls behind the big lists
// (products: first page, sorted, next page, a deep page, a search; orders, customers, users, invoices:
// sorted, searched or filtered — in SQL), an order's details, an e-commerce dashboard card and a save:
// at the sample data's size and at SCALE times it (default 100; ATRIUM_SEED_SCALE copies the paged
// lists), on the embedded database and, where PostgreSQL is installed, on a private PostgreSQL cluster
// (server/scripts/privatePostgres.mjs). Each database and size gets a server of its own on a fresh
// database, started as `npm run api` starts it; requests go one after another from this process over
// HTTP (keep-alive), WARMUP (20) first and then REQUESTS (200) timed per call. It reports, it never
// fails: a table per database and reports/api-bench.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from './lib/apiServer.mjs';
import { postgresBin, startPrivatePostgres } from '../server/scripts/privatePostgres.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const SCALE = Number(process.env.SCALE ?? 100);
const WARMUP = Number(process.env.WARMUP ?? 20);
const REQUESTS = Number(process.env.REQUESTS ?? 200);

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

/** The calls measured: what the product list, the order list and the e-commerce dashboard ask first. */
const CALLS = [
  { name: 'products, page 1', path: '/api/apps/ecommerce/products?page=1&itemsPerPage=10' },
  {
    name: 'products, sorted by price',
    path: '/api/apps/ecommerce/products?page=1&itemsPerPage=10&sortBy=price&orderBy=desc',
  },
  { name: 'products, page 2', path: '/api/apps/ecommerce/products?page=2&itemsPerPage=10' },
  { name: 'products, page 200 (deep)', path: '/api/apps/ecommerce/products?page=200&itemsPerPage=10' },
  { name: 'products, searched', path: '/api/apps/ecommerce/products?page=1&itemsPerPage=10&q=apple' },
  { name: 'orders, page 1', path: '/api/apps/ecommerce/orders?page=1&itemsPerPage=10' },
  {
    name: 'orders, sorted by date',
    path: '/api/apps/ecommerce/orders?page=1&itemsPerPage=10&sortBy=date&orderBy=desc',
  },
  { name: 'customers, searched', path: '/api/apps/ecommerce/customers?page=1&itemsPerPage=10&q=an' },
  {
    name: 'users, a role, by name',
    path: '/api/apps/users?page=1&itemsPerPage=10&role=editor&sortBy=user&orderBy=asc',
  },
  { name: 'invoices, by total', path: '/api/apps/invoice?page=1&itemsPerPage=10&sortBy=total&orderBy=desc' },
  { name: 'an order’s details', path: '/api/apps/ecommerce/orders/1' },
  { name: 'dashboard: sales of a year', path: `/api/dashboard/ecommerce/sales?from=${yearAgo}&to=${today}` },
  {
    name: 'dashboard: orders by status, a year',
    path: `/api/dashboard/ecommerce/statuses?from=${yearAgo}&to=${today}`,
  },
  {
    name: 'analytics: revenue of a year',
    path: `/api/dashboard/analytics/revenue?from=${yearAgo}&to=${today}`,
  },
  { name: 'stats: invoices', path: '/api/apps/invoice/stats' },
  {
    name: 'save: a review published (a write)',
    path: '/api/apps/ecommerce/reviews/1',
    method: 'PATCH',
    body: () => ({ status: Math.random() < 0.5 ? 'Published' : 'Pending' }),
  },
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function signIn() {
  const answer = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (!answer.ok) throw new Error(`Signing in failed: ${answer.status}`);
  return (await answer.json()).accessToken;
}

async function time(call, token) {
  const started = performance.now();
  const answer = await fetch(`${BASE}${call.path}`, {
    method: call.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: call.body ? JSON.stringify(call.body()) : undefined,
  });
  await answer.arrayBuffer();
  const ms = performance.now() - started;
  if (!answer.ok) throw new Error(`${call.name}: ${answer.status}`);
  return ms;
}

async function measureScale(scale, databaseEnv) {
  const server = await startApiServer({
    port: PORT,
    env: { ATRIUM_SEED_SCALE: String(scale), ...databaseEnv },
  });
  try {
    const token = await signIn();
    const rows = [];
    for (const call of CALLS) {
      for (let i = 0; i < WARMUP; i += 1) await time(call, token);
      const samples = [];
      for (let i = 0; i < REQUESTS; i += 1) samples.push(await time(call, token));
      samples.sort((a, b) => a - b);
      rows.push({
        call: call.name,
        p50: round(percentile(samples, 50)),
        p95: round(percentile(samples, 95)),
      });
    }
    return { scale, readyMs: Math.round(server.readyMs), rows };
  } finally {
    await server.stop();
  }
}

/** Each size on a fresh database: a PGlite folder of startApiServer's, or a new private PostgreSQL cluster. */
async function measureDatabase(name) {
  const results = [];
  for (const scale of [1, SCALE]) {
    if (name === 'PGlite') {
      results.push(await measureScale(scale, {}));
      continue;
    }
    const cluster = await startPrivatePostgres();
    try {
      results.push(await measureScale(scale, { DATABASE_URL: cluster.url }));
    } finally {
      cluster.stop();
    }
  }
  return { database: name, results };
}

const databases = [await measureDatabase('PGlite')];
if (postgresBin()) databases.push(await measureDatabase('PostgreSQL'));
else console.log('PostgreSQL is not installed: measured on the embedded database only');

for (const { database, results } of databases) {
  console.log(
    `\nAPI answer times (ms) on ${database}, ${REQUESTS} requests per call after ${WARMUP} to warm up\n`,
  );
  const header = ['call', ...results.flatMap((r) => [`×${r.scale} p50`, `×${r.scale} p95`])];
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (let i = 0; i < CALLS.length; i += 1) {
    const cells = results.flatMap((r) => [r.rows[i].p50, r.rows[i].p95]);
    console.log(`| ${CALLS[i].name} | ${cells.join(' | ')} |`);
  }
  for (const r of results) console.log(`×${r.scale}: started (seeded, tsx included) in ${r.readyMs} ms`);
}

mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'reports/api-bench.json'),
  JSON.stringify(
    { measuredAt: new Date().toISOString(), warmup: WARMUP, requests: REQUESTS, databases },
    null,
    2,
  ),
);
