import { expect, test } from '@playwright/test';
import { login } from '../support/session';

interface Manifest {
  exposes: { assets: { js: { sync: string[] } } }[];
}

test('dev:remote chat: the live chat remote and the built others make one platform', async ({
  page,
  request,
}) => {
  // The chat remote is the development build (file names without content hashes); ecommerce is built.
  const dev = (await (await request.get('http://localhost:3004/mf-manifest.json')).json()) as Manifest;
  const built = (await (await request.get('http://localhost:3001/mf-manifest.json')).json()) as Manifest;
  const hashed = (files: string[]) => files.some((f) => /\.[0-9a-f]{8}\.js$/.test(f));
  expect(hashed(dev.exposes.flatMap((e) => e.assets.js.sync))).toBe(false);
  expect(hashed(built.exposes.flatMap((e) => e.assets.js.sync))).toBe(true);

  await login(page, undefined, '/apps/chat');
  await expect(page).toHaveTitle(/^Chat \| Atrium$/);
  await expect(page.getByRole('heading', { name: 'Chats' })).toBeVisible();
  await page.goto('/apps/ecommerce/product/list');
  await expect(page.getByRole('table', { name: 'Products', exact: true }).locator('tbody tr')).toHaveCount(
    10,
  );
});
