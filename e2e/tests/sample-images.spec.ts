import { expect, test } from '../support/tenant';
import { login } from '../support/session';

// Screens full of people, products, flags, courses and logos: every picture the sample data names must
// load, on every one of them.
const ROUTES = [
  '/apps/ecommerce/dashboard',
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/customer/list',
  '/apps/ecommerce/manage-review',
  '/apps/chat',
  '/apps/academy/my-course',
  '/apps/user/list',
  '/dashboards/analytics',
  '/pages/user-profile/teams',
  '/pages/user-profile/connections',
  '/front-pages/help-center',
];

test('no sample image is missing on any screen', async ({ page }) => {
  const missing: string[] = [];
  const images = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (!new URL(url).pathname.startsWith('/images/')) return;
    images.add(url);
    if (response.status() >= 400) missing.push(`${response.status()} ${url}`);
  });
  await login(page);
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.locator('#main-content')).toBeVisible();
    // Pictures are requested as the page's data arrives: wait until the network is quiet.
    await page.waitForLoadState('networkidle');
  }
  expect(missing).toEqual([]);
  // Not a vacuous pass: these screens show dozens of different faces, products, flags and covers.
  expect(images.size).toBeGreaterThan(40);
});
