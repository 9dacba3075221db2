// `npm run bench`: the federated platform against the single-bundle build of the same code, on the
// production builds (`npm run build && npm run build:single` first), in Chromium. Each journey runs in a
// fresh browser context, RUNS times (default 5) per build; the table shows medians, the ratio
// federated/single and the targets. Timings are taken in the page (performance.now() from the click
// until the screen is ready), bytes from the DevTools protocol (see scripts/bench/). It reports; it
// never fails on a target. Writes reports/bench.json.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkBuilds } from './bench/builds.mjs';
import { FEDERATED_URL, SINGLE_URL, scriptEncoding, startServers } from './bench/servers.mjs';
import { measure, reportRows } from './bench/measure.mjs';
import { formatTable, summarise, writeReport } from './bench/report.mjs';

const require = createRequire(import.meta.url);
const { AREAS } = require('@atrium/build');
const { ROOT } = require('@atrium/build/server');

const RUNS = Number(process.env.RUNS ?? 5);
const REPORT = path.join(ROOT, 'reports/bench.json');
const BUILDS = { federated: FEDERATED_URL, single: SINGLE_URL };

let builtAt;
try {
  builtAt = checkBuilds(ROOT, AREAS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/** Both builds must be served alike for their bytes to compare. */
async function servedAlike() {
  const encodings = {
    federated: await scriptEncoding(FEDERATED_URL),
    single: await scriptEncoding(SINGLE_URL),
  };
  const warnings =
    encodings.federated === encodings.single
      ? []
      : [
          `The builds are not served alike (scripts sent as ${encodings.federated} by the federated ` +
            `server, ${encodings.single} by the single one): their bytes do not compare. Restart the ` +
            'older server (e.g. `npm run serve`), or stop it and let the bench start its own.',
        ];
  return { encodings, warnings };
}

const servers = await startServers();
let browser;
try {
  servers.notes.forEach((note) => console.log(note));
  const { encodings, warnings } = await servedAlike();
  warnings.forEach((warning) => console.warn(`⚠ ${warning}`));
  browser = await chromium.launch(chromiumLaunchOptions());
  const started = Date.now();
  const { samples, errors, detail } = await measure(browser, BUILDS, RUNS);
  const summary = summarise(reportRows(samples));

  console.log(`\nMedians of ${RUNS} runs (Chromium ${browser.version()}, localhost, no throttling):\n`);
  console.log(formatTable(summary));
  if (errors.length) console.log(`\n${errors.length} journey(s) failed: see reports/bench.json.`);
  warnings.forEach((warning) => console.warn(`\n⚠ ${warning}`));
  writeReport(REPORT, {
    date: new Date().toISOString(),
    runs: RUNS,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    chromium: browser.version(),
    node: process.version,
    builds: {
      federated: { url: FEDERATED_URL, builtAt: builtAt.federated, scripts: encodings.federated },
      single: { url: SINGLE_URL, builtAt: builtAt.single, scripts: encodings.single },
    },
    servers: servers.notes,
    warnings,
    rows: summary,
    errors,
    signInRequests: detail,
  });
  console.log(`\nWritten to ${path.relative(process.cwd(), REPORT)}`);
} finally {
  await browser?.close();
  await servers.close();
}
