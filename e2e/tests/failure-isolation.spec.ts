import { type BrowserContext, type Route } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { login } from '../support/session';

const ECOMMERCE = 'http://localhost:3001/**';
const PRODUCT_LIST = '/apps/ecommerce/product/list';
const UNAVAILABLE = 'This area is unavailable';

/** Another area keeps working while ecommerce is down. */
async function expectOtherAreasWork(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/apps/invoice/list');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await page.close();
}

test.describe('an unavailable remote only takes down itself', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('(a) the remote refuses connections', async ({ page, context }) => {
    await context.route(ECOMMERCE, (route) => route.abort('connectionrefused'));
    await page.goto(PRODUCT_LIST);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('navigation')).toBeVisible();
    await expectOtherAreasWork(context);

    await context.unroute(ECOMMERCE);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  });

  test('(b) the remote accepts but never answers', async ({ page, context }) => {
    const hanging: Route[] = [];
    await context.route(ECOMMERCE, (route) => {
      hanging.push(route); // never answered
    });
    const started = Date.now();
    await page.goto(PRODUCT_LIST);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    await expectOtherAreasWork(context);

    await context.unroute(ECOMMERCE);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('(c) the manifest loads but a page chunk is missing', async ({ page, context }) => {
    const chunk = 'http://localhost:3001/product-list-page*.js';
    await context.route(chunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(PRODUCT_LIST);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('navigation')).toBeVisible();
    await expectOtherAreasWork(context);

    await context.unroute(chunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table')).toBeVisible();
  });
});
