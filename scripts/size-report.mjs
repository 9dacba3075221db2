// `npm run size`: what the production build costs a browser, gzip-compressed.
//  - each authentication page (login, register, forgot and new password): every JavaScript file the
//    browser downloads before its form is usable, measured in headless Chromium against a production host build made for a real API (the mock
//    worker, the mock data and what only they import — the zod schemas of the contracts — are not
//    part of what a user of a deployed Atrium downloads; the mock API's own chunk is listed apart);
//  - per remote, its metadata: the document the host reads to draw the menu, guard and search before
//    any of the area's code (`area-meta.<language>.json`; the largest language counts);
//  - per remote, its contract: what opening its first screen costs before the page's own chunk
//    (mf-manifest.json + remoteEntry.js + the `./area` chunk, read from its mf-manifest.json). Its
//    strings in the page's language come beside it (`i18n-<code>`, one chunk per language): listed,
//    not counted in the budget.
// Exits non-zero when a budget is exceeded.
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

const require = createRequire(import.meta.url);
const { AREAS } = require('@atrium/build');
const { serveApp, distOf } = require('@atrium/build/server');

// The budgets the build must stay under (a regression fails `npm test`). The authentication pages are
// documents of their own, built without Module Federation (host/src/auth): see the README's "Size" section.
// The metadata budget grew from 3 KB by the ranges of the shared packages each document states (what the
// host checks before loading an area: about 0.17 KB gzip).
const BUDGET = { authPage: 170 * 1024, metadata: 3.25 * 1024, contract: 20 * 1024 };
// On top of the contract budget: the admin area also carries the design system's showcase, 45 routes
// and their menu entries built from its list of pages (about 1.3 KB of its 20 KB).
const CONTRACT_ALLOWANCE = { admin: 512 };
const contractBudget = (area) => BUDGET.contract + (CONTRACT_ALLOWANCE[area] ?? 0);
/** Each authentication page and the button that shows its form is usable. */
const AUTH_PAGES = [
  { path: '/login', button: 'Login' },
  { path: '/register', button: 'Sign up' },
  { path: '/forgot-password', button: 'Send reset link' },
  { path: '/new-password?email=measure%40example.com&token=t', button: 'Set a new password' },
];
const PORT = 3900;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file)).length;
const isMock = (name) => /^mock-(api|msw|content)[.-]|mock(ServiceWorker|ApiWorker)\.js$/.test(name);
/** The chunks of the public pages' mock API the authentication pages load: MSW, then the handlers and data. */
const isAuthPagesMock = (name) => /^mock-(api|msw)\.[0-9a-f]+\.js$/.test(name);

/** The host as deployed against a real API: the same build, without the in-browser mock API. */
function buildHostForRealApi() {
  const out = mkdtempSync(path.join(os.tmpdir(), 'atrium-size-'));
  execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: path.resolve(distOf('host'), '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ATRIUM_API_BASE_URL: 'https://api.atrium.invalid',
      ATRIUM_OUTPUT_PATH: out,
      // The same sources as the checked build: measured, not checked again.
      ATRIUM_TYPECHECK: '0',
    },
    stdio: 'pipe',
  });
  return out;
}

async function measureAuthPages() {
  // The mock API the pages load beside them in the default (mock) build: not counted, listed apart.
  const siteDist = path.join(distOf('host'), 'site');
  const mockChunks = readdirSync(siteDist).filter(isAuthPagesMock);
  const hostDist = buildHostForRealApi();
  const server = await serveApp({ app: 'host', dir: hostDist, port: PORT });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const measured = [];
    for (const { path: pagePath, button } of AUTH_PAGES) {
      const page = await browser.newPage();
      const scripts = new Set();
      page.on('request', (request) => {
        const url = new URL(request.url());
        // Scripts the page runs; the app's scripts it prefetches at low priority for later are not counted.
        if (request.resourceType() !== 'script') return;
        if (url.port === String(PORT) && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
      });
      await page.goto(`http://localhost:${PORT}${pagePath}`);
      await page.getByRole('button', { name: button }).waitFor({ state: 'visible', timeout: 30_000 });
      await page.getByLabel('Email').fill('measure@example.com');
      const rows = [...scripts].map((name) => ({
        name,
        bytes: gz(path.join(hostDist, name)),
        mock: isMock(name),
      }));
      for (const chunk of mockChunks)
        rows.push({ name: `site/${chunk}`, bytes: gz(path.join(siteDist, chunk)), mock: true });
      measured.push({ page: pagePath.replace(/\?.*/, ''), rows: rows.sort((a, b) => b.bytes - a.bytes) });
      await page.close();
    }
    return measured;
  } finally {
    await browser.close();
    server.close();
    rmSync(hostDist, { recursive: true, force: true });
  }
}

/** The largest of a remote's files matching `pattern` (one per language), gzip. */
function largestOf(dist, pattern) {
  return readdirSync(dist)
    .filter((f) => pattern.test(f))
    .map((f) => ({ name: f, bytes: gz(path.join(dist, f)) }))
    .sort((a, b) => b.bytes - a.bytes)[0];
}

function measureArea(area) {
  const dist = distOf(area);
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (!manifest.exposes.some((e) => e.path === './area' || e.name === 'area'))
    throw new Error(`${area}: mf-manifest.json exposes no ./area`);
  // A remote's manifest lists no assets (the build leaves them out), so the ./area module's chunk is
  // found by its name, as the federation plugin writes it.
  const exposeChunks = readdirSync(dist).filter((f) =>
    /^__federation_expose_area\.[0-9a-f]+\.(js|css)$/.test(f),
  );
  if (!exposeChunks.length) throw new Error(`${area}: no chunk of its ./area module in ${dist}`);
  const files = [manifest.metaData.remoteEntry.name, ...exposeChunks];
  const contract = [
    { name: 'mf-manifest.json', bytes: gz(manifestFile) },
    ...files.map((f) => ({ name: f, bytes: gz(path.join(dist, f)) })),
  ];
  const metadata = largestOf(dist, /^area-meta\.[a-z]{2}\.json$/);
  if (!metadata) throw new Error(`${area}: no area-meta.<language>.json in ${dist}`);
  return {
    metadata,
    contract,
    contractTotal: contract.reduce((s, p) => s + p.bytes, 0),
    strings: largestOf(dist, /^i18n-[a-z]{2}\.[0-9a-f]+\.js$/),
  };
}

let failed = false;
for (const { page, rows } of await measureAuthPages()) {
  const app = rows.filter((r) => !r.mock);
  const mock = rows.filter((r) => r.mock);
  const total = app.reduce((s, r) => s + r.bytes, 0);
  console.log(`${page} — JavaScript downloaded before the form is usable (gzip):`);
  for (const r of app) console.log(`  ${kb(r.bytes).padStart(9)}  ${r.name}`);
  console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET.authPage)})`);
  console.log(
    `  ${kb(mock.reduce((s, r) => s + r.bytes, 0)).padStart(9)}  mock API, not counted: ${mock.map((r) => r.name).join(', ') || 'none'}\n`,
  );
  if (total > BUDGET.authPage) {
    console.error(`✗ ${page} is over budget by ${kb(total - BUDGET.authPage)}`);
    failed = true;
  }
}

console.log("\nPer remote (gzip) — metadata: the menu's document in one language, the largest;");
console.log(
  'contract: mf-manifest.json + remoteEntry.js + ./area, loaded when one of its screens is opened:',
);
for (const area of AREAS) {
  const { metadata, contract, contractTotal, strings } = measureArea(area);
  const detail = contract
    .map((p) => `${p.name.replace(/\.[0-9a-f]{8}\.js$/, '.js')} ${kb(p.bytes)}`)
    .join(' + ');
  console.log(
    `  ${area.padEnd(10)} metadata ${kb(metadata.bytes).padStart(7)} (${metadata.name})   contract ${kb(contractTotal).padStart(8)} (${detail})` +
      (strings ? `   + strings ${kb(strings.bytes)}` : ''),
  );
  if (metadata.bytes > BUDGET.metadata) {
    console.error(
      `✗ ${area}: ${metadata.name} is ${kb(metadata.bytes)}, over the ${kb(BUDGET.metadata)} budget`,
    );
    failed = true;
  }
  if (contractTotal > contractBudget(area)) {
    console.error(
      `✗ ${area}: its contract costs ${kb(contractTotal)}, over the ${kb(contractBudget(area))} budget`,
    );
    failed = true;
  }
}
console.log(
  `  budgets: metadata ${kb(BUDGET.metadata)}, contract ${kb(BUDGET.contract)} (admin ${kb(contractBudget('admin'))}: with the showcase)`,
);
console.log(failed ? '\nsize report: over budget' : '\nsize report: every budget met');
process.exit(failed ? 1 : 0);
