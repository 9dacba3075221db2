// `npm run bench:login`: how long from pressing Login to the first rows of the e-commerce product list
// (the login page and the app are two documents), on the production builds over a throttled network,
// with and without the login page's prefetch of the app's start-up scripts. Median of several runs.
// Timings vary by machine: this reports, it does not fail (`npm run build` first).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { servePlatform } = require('@atrium/build/server');

const RUNS = Number(process.env.RUNS ?? 5);
const NETWORK = { offline: false, latency: 100, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 };
const TYPING_MS = 3000; // the time a person takes to type their credentials

async function handover(browser, { prefetch }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  // Without prefetch: the hints are dropped, so the app loads its scripts only after login.
  if (!prefetch)
    await page.route('**/*.js', (route) =>
      route.request().resourceType() === 'script' ? route.continue() : route.abort(),
    );
  await page.goto('http://localhost:3000/login?to=%2Fapps%2Fecommerce%2Fproduct%2Flist');
  await page.locator('input[name="email"]').waitFor();
  // The prefetch starts when the visitor starts typing; typing takes a while.
  await page.locator('input[name="email"]').fill('admin@demo.com');
  await page.waitForTimeout(TYPING_MS);
  await page.locator('input[name="password"]').fill('admin');
  const started = performance.now();
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('table', { name: 'Products', exact: true }).locator('tbody tr').first().waitFor();
  const ms = performance.now() - started;
  await context.close();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const platform = await servePlatform();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const results = { prefetch: [], none: [] };
  for (let i = 0; i < RUNS; i++) {
    results.prefetch.push(await handover(browser, { prefetch: true }));
    results.none.push(await handover(browser, { prefetch: false }));
  }
  console.log(
    `Login → product list rows, ${RUNS} runs, 10 Mbit/s down, 100 ms latency, ${TYPING_MS / 1000} s to type:`,
  );
  for (const [name, xs] of Object.entries(results))
    console.log(
      `  ${name.padEnd(9)} median ${Math.round(median(xs))} ms  (${xs.map(Math.round).join(', ')})`,
    );
} finally {
  await browser.close();
  await platform.close();
}
