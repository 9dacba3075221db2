import type { Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { apiGet } from '../support/apiGet';
import { ADMIN, login } from '../support/session';

// The store's settings are used, not only saved: a product's new price is what a new order charges,
// and the store's currency is the one its products and a new invoice are shown in. On the test's own
// tenant, so the settings it changes are its own.

interface ProductRow {
  id: number;
  productName: string;
  status: string;
  qty: number;
}

/** A published product with stock, and a customer the store ships to (the US zone). */
async function sample(page: Page) {
  const { products } = await apiGet<{ products: ProductRow[] }>(
    page,
    '/api/apps/ecommerce/products?itemsPerPage=-1&status=Published',
  );
  const product = products.find((p) => p.qty >= 2 && !/[()]/.test(p.productName))!;
  const { customers } = await apiGet<{ customers: { customer: string; countryCode: string }[] }>(
    page,
    '/api/apps/ecommerce/customers?itemsPerPage=-1',
  );
  const customer = customers.find((c) => c.countryCode === 'us')!;
  return { product, customer };
}

test(
  "a product's new price is in the list and on a new order taken for a customer",
  { tag: '@ecommerce' },
  async ({ page }) => {
    await login(page, ADMIN, '/apps/ecommerce/order/list');
    const { product, customer } = await sample(page);

    await page.goto(`/apps/ecommerce/product/edit/${product.id}`);
    const form = page.getByRole('form', { name: 'Edit product' });
    await expect(form.getByLabel('Product name')).toHaveValue(product.productName);
    await form.getByLabel('Base price').fill('123.45');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`${product.productName} saved`)).toBeVisible();
    await page.goto(`/apps/ecommerce/product/list?q=${encodeURIComponent(product.productName)}`);
    await expect(page.getByRole('table', { name: 'Products' })).toContainText('$123.45');

    await page.goto('/apps/ecommerce/order/list');
    await page.getByRole('link', { name: 'New order' }).click();
    const order = page.getByRole('form', { name: 'New order' });
    await order.getByRole('combobox', { name: 'Customer' }).fill(customer.customer.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(customer.customer) }).click();
    await order.getByRole('combobox', { name: 'Add a product' }).fill(product.productName.slice(0, 8));
    await page.getByRole('option', { name: new RegExp(product.productName) }).click();
    await order.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await order.getByRole('combobox', { name: 'Shipping rate' }).selectOption('Standard');
    await order.getByLabel('Address', { exact: true }).fill('1 Market Street');
    await order.getByLabel('City').fill('San Francisco');
    await order.getByLabel('State / region').fill('CA');
    await order.getByLabel('Postcode').fill('94105');
    // 2 × $123.45, 7.5% tax, Standard $4.99.
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('$270.41');
    await order.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByText(/Order #\d+ was placed/)).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/order\/details\/\d+$/);
    const items = page.getByRole('table', { name: 'Order details' });
    await expect(items).toContainText(product.productName);
    await expect(items).toContainText('$123.45');
    await expect(items).toContainText('$246.90');
    // Kept by the API: a reload shows the order, and the product's stock went down by two.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Order details' })).toContainText('$246.90');
    const after = await apiGet<{ qty: number }>(page, `/api/apps/ecommerce/products/${product.id}`);
    expect(after.qty).toBe(product.qty - 2);
  },
);

test(
  "the store's currency is the one its products and a new invoice are shown in",
  { tag: '@ecommerce' },
  async ({ page }) => {
    await login(page, ADMIN, '/apps/ecommerce/settings');
    const form = page.getByRole('form', { name: 'Store details' });
    await form.getByLabel('Store currency').selectOption('EUR');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.goto('/apps/ecommerce/product/list');
    const products = page.getByRole('table', { name: 'Products' });
    await expect(products).toContainText('€');
    await expect(products).not.toContainText('$');

    await page.goto('/apps/invoice/add');
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await expect(page.getByLabel('Totals')).toContainText('€');
  },
);
