import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { login } from '../support/session';

/**
 * An added category is a real one: a product goes in it, the category screen counts it, and the
 * category cannot be deleted while the product is in it, until the product is moved elsewhere in the
 * same request. On the production builds and the real API server (a tenant of its own).
 */

const rows = (page: Page, name: string) => page.getByRole('table', { name, exact: true }).locator('tbody tr');
const categoryRow = (page: Page, name: string) => rows(page, 'Categories').filter({ hasText: name });

test.describe('e-commerce categories', { tag: '@ecommerce' }, () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('add a category, put a product in it, try to delete it (refused with the count), delete it moving its products', async ({
    page,
  }) => {
    await page.goto('/apps/ecommerce/product/category-list');
    await page.locator('#main-content').getByRole('button', { name: 'Add category' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Title').fill('Garden Tools');
    await expect(drawer.getByLabel('Slug')).toHaveValue('garden-tools');
    await drawer.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText('Garden Tools was added')).toBeVisible();
    await expect(categoryRow(page, 'Garden Tools')).toContainText('0');

    // A product is put in it from its edit form, which offers the added category.
    await page.goto('/apps/ecommerce/product/list?q=echo');
    await rows(page, 'Products').first().getByRole('link', { name: 'Edit Echo Dot (4th Gen)' }).click();
    const form = page.getByRole('form', { name: 'Edit product' });
    await expect(form.getByLabel('Product name')).toHaveValue('Echo Dot (4th Gen)');
    await form.getByLabel('Category').selectOption('Garden Tools');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Echo Dot (4th Gen) saved')).toBeVisible();

    // The list's filter and cell know it.
    await page.goto('/apps/ecommerce/product/list');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Garden Tools');
    await expect(page).toHaveURL(/category=Garden(\+|%20)Tools/);
    await expect(rows(page, 'Products')).toHaveCount(1);
    await expect(rows(page, 'Products').first()).toContainText('Garden Tools');

    // The category screen counts it; deleting is refused while it is there, with the count.
    await page.goto('/apps/ecommerce/product/category-list');
    const row = categoryRow(page, 'Garden Tools');
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(categoryRow(page, 'Shoes').getByRole('button')).toHaveCount(0);
    await row.getByRole('button', { name: 'Delete Garden Tools' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('1 product is in this category');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByText('Not deleted: 1 product is still in this category')).toBeVisible();
    await page.reload();
    await expect(categoryRow(page, 'Garden Tools')).toHaveCount(1);

    // Deleted, its product moved to Office in the same request.
    await categoryRow(page, 'Garden Tools').getByRole('button', { name: 'Delete Garden Tools' }).click();
    await dialog.getByLabel('Move its products to').selectOption('Office');
    await dialog.getByRole('button', { name: 'Move and delete' }).click();
    await expect(page.getByText('Garden Tools was deleted; 1 product moved to Office')).toBeVisible();
    await page.reload();
    await expect(categoryRow(page, 'Office')).toBeVisible();
    await expect(categoryRow(page, 'Garden Tools')).toHaveCount(0);
    await page.goto('/apps/ecommerce/product/list?q=echo');
    await expect(rows(page, 'Products').first()).toContainText('Office');
  });
});
