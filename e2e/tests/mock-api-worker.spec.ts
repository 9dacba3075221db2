import { expect, test, type Response } from '@playwright/test';
import { login } from '../support/session';

// The in-browser mock API answers this origin's /api/ calls from its service worker; the page's scripts
// and pictures must reach the network without it, so they never wait for a busy page to be asked.

test('the mock API answers the API calls and leaves scripts and pictures to the network', async ({
  page,
}) => {
  await login(page);
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/apps/ecommerce/customer/list');
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers' }).locator('img').first()).toBeVisible();

  const of = (kind: (url: URL) => boolean) => responses.filter((response) => kind(new URL(response.url())));
  const api = of((url) => url.pathname.startsWith('/api/'));
  const scripts = of((url) => url.pathname.endsWith('.js'));
  const pictures = of((url) => url.pathname.startsWith('/images/'));
  expect(api.length).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(pictures.length).toBeGreaterThan(0);
  for (const response of api) expect(response.fromServiceWorker(), response.url()).toBe(true);
  for (const response of [...scripts, ...pictures]) {
    expect(response.fromServiceWorker(), response.url()).toBe(false);
  }
});
