import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { login } from '../support/session';

/**
 * A store administrator's journey through the e-commerce area, on the production builds. Each test has
 * a browser context of its own, so each starts from the mock API's sample data.
 */

/** How long a deletion can be undone on the list pages (the list controller's undo window). */
const UNDO_WINDOW_MS = 5_000;

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');

/** Waits until the table shows only rows that match (the list refetches after the URL changes). */
async function expectEveryRow(page: Page, name: string, pattern: RegExp | string) {
  await expect
    .poll(async () => {
      const rows = await bodyRows(page, name).allInnerTexts();
      const matches = (text: string) =>
        typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
      return rows.length > 0 && rows.every(matches);
    })
    .toBe(true);
}

/** Waits until every review row shows `status` in its status column. */
async function expectEveryStatus(page: Page, status: string) {
  await expect
    .poll(async () => {
      const statuses = await Promise.all(
        (await bodyRows(page, 'Manage reviews').all()).map((row) =>
          row
            .getByRole('cell')
            .nth(4)
            .innerText({ timeout: 1000 })
            .catch(() => ''),
        ),
      );
      return statuses.length > 0 && statuses.every((s) => s.trim() === status);
    })
    .toBe(true);
}

test.describe('e-commerce journey', { tag: '@ecommerce' }, () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('search, filter and sort products; the view lives in the URL', async ({ page }) => {
    await page.goto('/apps/ecommerce/product/list');
    await expect(bodyRows(page, 'Products')).toHaveCount(10);
    await expect(page.getByText('1-10 of 50')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search products' }).fill('apple');
    await expect(page).toHaveURL(/q=apple/);
    await expectEveryRow(page, 'Products', /apple/i);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Shoes');
    await expect(page).toHaveURL(/category=Shoes/);
    await expectEveryRow(page, 'Products', 'Shoes');

    await page.getByRole('combobox', { name: 'Category' }).selectOption('');
    await page.getByRole('button', { name: 'Price' }).click();
    await page.getByRole('button', { name: 'Price' }).click();
    await expect(page).toHaveURL(/sortBy=price&orderBy=desc/);
    await expect(bodyRows(page, 'Products').first()).toContainText('MacBook Pro 16');

    await page.reload();
    await expect(bodyRows(page, 'Products').first()).toContainText('MacBook Pro 16');
    await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('delete a product and see it gone', async ({ page }) => {
    // The page's clock is ours to move: the undo window passes without waiting for it.
    await page.clock.install();
    await page.goto('/apps/ecommerce/product/list?q=Echo%20Dot');
    await expect(bodyRows(page, 'Products')).toHaveCount(1);
    await page.getByRole('button', { name: 'Delete Echo Dot (4th Gen)' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete Echo Dot (4th Gen)?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('No products match these filters')).toBeVisible();
    await expect(page.getByText('Echo Dot (4th Gen) was deleted')).toBeVisible();
    // After the Undo window the server has it removed too: searching again still finds nothing.
    await page.clock.runFor(UNDO_WINDOW_MS + 500);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('echo');
    await expect(page).toHaveURL(/[?&]q=echo(&|$)/);
    await expect(page.getByText('No products match these filters')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByText('1-10 of 49')).toBeVisible();
  });

  test('add a product and find it in the list', async ({ page }) => {
    await page.goto('/apps/ecommerce/product/list');
    await page.locator('#main-content').getByRole('link', { name: 'Add product' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/add$/);

    await page.getByRole('button', { name: 'Publish product' }).click();
    await expect(page.getByLabel('Product name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Product name').fill('Linen Lounge Chair');
    await page.getByLabel('SKU').fill('48211');
    await page.getByLabel('Quantity in stock').fill('12');
    await page.getByLabel('Base price').fill('349.50');
    await page.getByLabel('Vendor').fill('Atrium Home');
    await page.getByLabel('Category').selectOption('Home Decor');
    await page.getByRole('textbox', { name: 'Description (optional)' }).fill('A soft linen chair.');
    await page.getByRole('button', { name: 'Publish product' }).click();

    await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/list\?q=Linen/);
    await expect(bodyRows(page, 'Products')).toHaveCount(1);
    await expect(bodyRows(page, 'Products').first()).toContainText('Linen Lounge Chair');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await expect(page.getByText('1-10 of 51')).toBeVisible();
    await expect(bodyRows(page, 'Products').first()).toContainText('Linen Lounge Chair');
  });

  test('edit a product from the list: its new price is in the list; its stock switches in place', async ({
    page,
  }) => {
    await page.goto('/apps/ecommerce/product/list?q=echo');
    const row = bodyRows(page, 'Products').first();
    await expect(row).toContainText('Echo Dot (4th Gen)');
    await row.getByRole('link', { name: 'Edit Echo Dot (4th Gen)' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/edit\/\d+$/);
    const form = page.getByRole('form', { name: 'Edit product' });
    await expect(form.getByLabel('Product name')).toHaveValue('Echo Dot (4th Gen)');
    await form.getByLabel('Base price').fill('42.50');
    await form.getByLabel('Collection').fill('Smart home');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Echo Dot (4th Gen) saved')).toBeVisible();

    // Saved on the server: a reload shows it, and so does the list.
    await page.reload();
    await expect(form.getByLabel('Collection')).toHaveValue('Smart home');
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('echo');
    await expect(row).toContainText('$42.50');

    const stock = row.getByRole('switch', { name: /Echo Dot \(4th Gen\): (in|out of) stock/ });
    const wasOn = (await stock.getAttribute('aria-checked')) === 'true';
    await stock.click();
    await expect(
      page.getByText(`Echo Dot (4th Gen) is ${wasOn ? 'out of stock' : 'in stock'}`),
    ).toBeVisible();
    await page.reload();
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', wasOn ? 'false' : 'true');
  });

  test('set the status of the selected products at once', async ({ page }) => {
    await page.goto('/apps/ecommerce/product/list');
    const [first, second] = [bodyRows(page, 'Products').nth(0), bodyRows(page, 'Products').nth(1)];
    await expect(first).toBeVisible();
    await first.getByRole('checkbox').check();
    await second.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Set status (2)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Status').selectOption('Inactive');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('2 products are now Inactive')).toBeVisible();
    // Saved on the server: a reload shows both rows inactive.
    await page.reload();
    await expect(first).toContainText('Inactive');
    await expect(second).toContainText('Inactive');
  });

  test("open an order's details; an unknown order shows a not-found state", async ({ page }) => {
    await page.goto('/apps/ecommerce/order/list');
    await expect(bodyRows(page, 'Orders')).toHaveCount(10);
    const link = bodyRows(page, 'Orders').first().getByRole('link').first();
    const number = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/order\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Order ${number}`);
    await expect(page.getByRole('table', { name: 'Order details' })).toBeVisible();
    await expect(page.getByText('History', { exact: true })).toBeVisible();

    await page.goto('/apps/ecommerce/order/details/99999');
    await expect(page.getByText('Order 99999 was not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to orders' })).toBeVisible();
  });

  test('page through customers and open one', async ({ page }) => {
    await page.goto('/apps/ecommerce/customer/list');
    await expect(page.getByText('1-10 of 100')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('11-20 of 100')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    const link = bodyRows(page, 'Customers').first().getByRole('link');
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/customer\/details\/\d{6}$/);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page).toHaveURL(/tab=security/);
    // Switching tabs replaces the history entry: one Back returns to the list, on the same page.
    await page.goBack();
    await expect(page).toHaveURL(/customer\/list\?page=2/);
    await expect(page.getByText('11-20 of 100')).toBeVisible();
  });

  test('filter reviews by status', async ({ page }) => {
    await page.goto('/apps/ecommerce/manage-review');
    await expect(bodyRows(page, 'Manage reviews')).toHaveCount(10);
    await page.getByRole('combobox', { name: 'Review status' }).selectOption('Pending');
    await expect(page).toHaveURL(/status=Pending/);
    await expectEveryStatus(page, 'Pending');
    await page.getByRole('combobox', { name: 'Review status' }).selectOption('Published');
    await expectEveryStatus(page, 'Published');
  });

  test('the product list has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/apps/ecommerce/product/list');
    await expect(bodyRows(page, 'Products')).toHaveCount(10);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
