import { expect, test } from '../support/tenant';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type * as StaticServer from '@atrium/build/server';
import { ADMIN, signInThroughForm } from '../support/session';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { distOf } = require('@atrium/build/server') as typeof StaticServer;

const APP_OF_PORT: Record<string, string> = {
  '3000': 'host',
  '3001': 'ecommerce',
  '3002': 'invoice',
  '3003': 'email',
  '3004': 'chat',
  '3005': 'academy',
  '3006': 'admin',
};

/** One page of each area, its title once its remote has rendered it, and what it shows. */
const AREA_PAGES = [
  { path: '/apps/ecommerce/product/list', title: /^Products \| Atrium$/, table: true },
  { path: '/apps/invoice/list', title: /^Invoices \| Atrium$/, table: true },
  { path: '/apps/email', title: /^Email \| Atrium$/, table: false },
  { path: '/apps/chat', title: /^Chat \| Atrium$/, table: false },
  { path: '/apps/academy/dashboard', title: /^Academy \| Atrium$/, table: false },
  { path: '/apps/user/list', title: /^Users \| Atrium$/, table: true },
];

test('signed in, a page of every area works under nginx: compressed, cached and within the policy', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Every script the page runs, from any of the seven origins, with how it was sent.
  const scripts: { url: string; file: string; encoding?: string; cacheControl?: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const app = APP_OF_PORT[url.port];
    if (!app || url.hostname !== 'localhost' || !url.pathname.endsWith('.js') || response.status() !== 200)
      return;
    const headers = response.headers();
    scripts.push({
      url: url.href,
      file: path.join(distOf(app), url.pathname),
      encoding: headers['content-encoding'],
      cacheControl: headers['cache-control'],
    });
  });

  await signInThroughForm(page, ADMIN, AREA_PAGES[0].path);
  for (const { path: pathname, title, table } of AREA_PAGES) {
    await page.goto(pathname);
    await expect(page, pathname).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (table) await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('This area is unavailable')).toHaveCount(0);
  }

  expect(violations).toEqual([]);
  // Each script the build compressed came compressed (gzip: nginx's gzip_static), the others as they are.
  const sentWrong = scripts.filter(
    ({ file, encoding }) => (existsSync(`${file}.gz`) ? 'gzip' : undefined) !== encoding,
  );
  expect(sentWrong).toEqual([]);
  expect(scripts.filter((s) => s.encoding === 'gzip').length).toBeGreaterThan(20);
  // Content-hashed scripts are cached for a year; the remotes' entries are revalidated.
  for (const { url, cacheControl } of scripts) {
    const expected = /\.[0-9a-f]{8}\.js$/.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache';
    expect(cacheControl, url).toBe(expected);
  }
});
