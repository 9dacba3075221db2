// Developer aid: screenshots of the served production build (`npm run serve` first).
//   node scripts/screenshot.mjs <path> <out.png> [--login admin|client] [--dark] [--ar|--fr] [--width 1440] [--full]
//                              [--setting navigation=horizontal] (a layout-settings cookie)
//                              [--clip x,y,width,height] (a part of the window, drawn at twice the size)
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const [path = '/', out = '/tmp/shot.png'] = args.filter(
  (a, i) =>
    !a.startsWith('--') && !['--login', '--width', '--setting', '--wait', '--clip'].includes(args[i - 1]),
);
const base = process.env.ATRIUM_URL ?? 'http://localhost:3000';

const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({
  viewport: { width: Number(option('width', 1440)), height: 900 },
  colorScheme: flag('dark') ? 'dark' : 'light',
  deviceScaleFactor: option('clip') ? 2 : 1,
});
const page = await context.newPage();
page.on('pageerror', (e) => console.error('pageerror:', e.message));
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
const setting = option('setting');
if (setting) {
  const [name, value] = setting.split('=');
  await context.addCookies([
    { name: `atrium-${name}`, value: encodeURIComponent(JSON.stringify(value)), url: base },
  ]);
}
if (flag('ar')) await context.addInitScript(() => localStorage.setItem('language', 'ar'));
if (flag('fr')) await context.addInitScript(() => localStorage.setItem('language', 'fr'));
const account = option('login');
if (account) {
  await page.goto(`${base}/login`);
  await page.locator('input[type=email], input[name=email]').first().fill(`${account}@demo.com`);
  await page.locator('input[name=password]').fill(account);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
await page.goto(`${base}${path}`);
// Not 'networkidle': a signed-in page keeps its live updates stream open.
await page.waitForLoadState('load');
await page.waitForTimeout(Number(option('wait', 600)));
const clip = option('clip')?.split(',').map(Number);
await page.screenshot({
  path: out,
  fullPage: flag('full'),
  ...(clip && { clip: { x: clip[0], y: clip[1], width: clip[2], height: clip[3] } }),
});
console.log(`${page.url()} → ${out} (${await page.title()})`);
await browser.close();
