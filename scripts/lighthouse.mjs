// `npm run lighthouse [-- --check] [-- --runs N]`: mobile Lighthouse (its default: a phone on slow 4G with
// a 4× slower CPU, simulated) against the production build, for every public page and for the app's
// landing page after sign-in. Prints a table of the four category scores, LCP and TBT (the median run
// by performance score), and writes reports/lighthouse.json. It reports; it fails only with --check,
// when a public page scores under 95 in a category, its LCP is over 2.5 s or its TBT over 200 ms, or
// the landing page after sign-in scores under 90 in performance. `npm run build` first.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from './lib/chromium.mjs';
import { PUBLIC_PAGES as PUBLIC_DOCUMENTS } from '../host/publicPages.mjs';

const require = createRequire(import.meta.url);
const { servePlatform, ROOT } = require('@atrium/build/server');

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    // A comma-separated list of the pages to measure (all by default); the signed-in page is `/`.
    only: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
const BASE = 'http://localhost:3000';

/**
 * The pages anyone can open without signing in: the host's public documents (host/publicPages.mjs),
 * one address each; a document that serves the addresses below it is measured at a sample one.
 */
const SAMPLE_ADDRESS = {
  'front-pages/help-center/article': 'how-to-add-product-in-cart',
  'pages/authentication': 'login-v2',
};
const PUBLIC_PAGES = Object.keys(PUBLIC_DOCUMENTS.pages).map((page) =>
  SAMPLE_ADDRESS[page] ? `/${page}/${SAMPLE_ADDRESS[page]}` : `/${page}`,
);
const LANDING = '/';
const TARGET = { score: 95, lcpMs: 2500, tbtMs: 200, landingPerformance: 90 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function platformServer() {
  try {
    await fetch(`${BASE}/remotes.json`);
    return { close: async () => {} }; // already served (npm run serve)
  } catch {
    return servePlatform();
  }
}

/** The first element an audit's details name, searched through its nested tables. */
function firstNode(details) {
  if (!details || typeof details !== 'object') return undefined;
  if (details.node?.snippet) return details.node.snippet;
  if (details.type === 'node' && details.snippet)
    return `${details.selector ?? ''} ${details.snippet}`.trim();
  for (const item of details.items ?? []) {
    const found = firstNode(item);
    if (found) return found;
  }
  return undefined;
}

/** One Lighthouse run of `url` in the running Chrome; `keepStorage` keeps the signed-in session. */
async function audit(port, url, keepStorage) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
  });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    // Which element the largest paint was (what to make appear sooner).
    lcpElement:
      firstNode(lhr.audits['largest-contentful-paint-element']?.details) ??
      firstNode(lhr.audits['lcp-breakdown-insight']?.details),
    // Where the main thread's time went, by script (what to split or defer).
    scriptTime: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6).map((item) => ({
      url: String(item.url).replace(BASE, ''),
      ms: Math.round(item.total),
      scriptingMs: Math.round(item.scripting),
      parseMs: Math.round(item.scriptParseCompile),
    })),
    // What to fix: each audit under 0.9, with the elements it names (accessibility findings name them).
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id),
    findings: Object.fromEntries(
      Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => [
          a.id,
          (a.details?.items ?? [])
            .map((item) => item.node?.snippet ?? item.url ?? item.source?.url)
            .filter(Boolean)
            .slice(0, 5),
        ]),
    ),
  };
}

/** The median run by performance score. */
async function measure(port, url, keepStorage) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(port, url, keepStorage));
  return runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
}

/** Signs in through the login form, in the Chrome Lighthouse drives, so the session is stored there. */
async function signIn(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${BASE}/login`);
    await page.locator('input[name="email"]').fill('admin@demo.com');
    await page.locator('input[name="password"]').fill('admin');
    await Promise.all([page.waitForNavigation(), page.locator('form button[type="submit"]').click()]);
    await page.waitForSelector('#main-content');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const server = await platformServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = [];
try {
  const only = args.only?.split(',');
  for (const page of PUBLIC_PAGES.filter((p) => !only || only.includes(p))) {
    results.push({ page, public: true, ...(await measure(chrome.port, `${BASE}${page}`, false)) });
    console.error(`measured ${page}`);
  }
  if (!only || only.includes(LANDING)) {
    await signIn(chrome.port);
    results.push({
      page: `${LANDING} (signed in)`,
      public: false,
      ...(await measure(chrome.port, `${BASE}${LANDING}`, true)),
    });
  }
} finally {
  await chrome.kill();
  await server.close();
}

const problems = results.flatMap((r) => {
  if (!r.public)
    return r.performance < TARGET.landingPerformance ? [`${r.page}: performance ${r.performance}`] : [];
  return [
    ...CATEGORIES.map((c) => [c, r[c === 'best-practices' ? 'bestPractices' : c]])
      .filter(([, score]) => score < TARGET.score)
      .map(([c, score]) => `${r.page}: ${c} ${score}`),
    ...(r.lcpMs > TARGET.lcpMs ? [`${r.page}: LCP ${r.lcpMs} ms`] : []),
    ...(r.tbtMs > TARGET.tbtMs ? [`${r.page}: TBT ${r.tbtMs} ms`] : []),
  ];
});

console.log(
  `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS}) ` : ''}— mobile: slow 4G, 4× CPU slowdown, simulated\n`,
);
console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms |`,
  );
}
for (const r of results.filter((x) => x.failing.length)) console.log(`  ${r.page}: ${r.failing.join(', ')}`);
const reports = path.join(ROOT, 'reports');
mkdirSync(reports, { recursive: true });
writeFileSync(path.join(reports, 'lighthouse.json'), JSON.stringify({ runs: RUNS, results }, null, 2));
console.log(`\nwritten: reports/lighthouse.json`);
if (problems.length) {
  console.log(`\nunder target:\n  ${problems.join('\n  ')}`);
  if (args.check) process.exit(1);
}
