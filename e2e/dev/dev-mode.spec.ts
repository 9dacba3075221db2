import { expect, test } from '@playwright/test';
import { ADMIN, signInThroughForm } from '../support/session';
import { untilApiReady } from '../support/apiServer';

const REMOTE_PORTS = [3001, 3002, 3003, 3004, 3005, 3006];

/** One page of each area, and what it is titled once its remote has rendered it. */
const AREA_PAGES = [
  { path: '/apps/ecommerce/product/list', title: /^Products \| Atrium$/ },
  { path: '/apps/invoice/list', title: /^Invoices \| Atrium$/ },
  { path: '/apps/email', title: /^Email \| Atrium$/ },
  { path: '/apps/chat', title: /^Chat \| Atrium$/ },
  { path: '/apps/academy/dashboard', title: /^Academy \| Atrium$/ },
  { path: '/apps/user/list', title: /^Users \| Atrium$/ },
];

test('npm start: sign in on the dev servers and open a page of every area', async ({ page, request }) => {
  // The dev servers start together; each remote answers once its first compilation is done.
  for (const port of REMOTE_PORTS) {
    await expect
      .poll(
        async () =>
          (await request.get(`http://localhost:${port}/mf-manifest.json`).catch(() => null))?.status(),
        { timeout: 150_000 },
      )
      .toBe(200);
  }

  await untilApiReady(request);
  await signInThroughForm(page, ADMIN, '/apps/ecommerce/product/list');
  await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/list$/);
  await expect(page.getByRole('table', { name: 'Products', exact: true }).locator('tbody tr')).toHaveCount(
    10,
  );

  for (const { path, title } of AREA_PAGES) {
    await page.goto(path);
    await expect(page, `${path} in dev mode`).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('This area is unavailable')).toHaveCount(0);
  }
});
