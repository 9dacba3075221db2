import { expect, test } from '../support/tenant';
import { apiGet } from '../support/apiGet';
import { ADMIN, login } from '../support/session';

// An order moved along by an admin, on the test's own tenant: paid and being prepared, shipped with a
// tracking number, delivered, refunded in full (so returned) — the product's stock and the customer's
// total follow, on the pages as in the API.

interface Row {
  id: number;
  order: number;
  email: string;
  status: string;
  payment: number;
  spent: number;
}

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(n);
const cents = (n: number) => Math.round(n * 100);

test(
  'an order goes from paid to shipped, delivered and refunded; stock and the customer’s total follow',
  {
    tag: '@ecommerce',
  },
  async ({ page }) => {
    await login(page, ADMIN, '/apps/ecommerce/order/list');
    const { orders } = await apiGet<{ orders: Row[] }>(page, '/api/apps/ecommerce/orders?itemsPerPage=-1');
    const row = orders.find((o) => o.status === 'Processing' && o.payment === 1)!;
    const detail = await apiGet<{ items: { productId: number; qty: number }[] }>(
      page,
      `/api/apps/ecommerce/orders/${row.id}`,
    );
    const line = detail.items[0];
    const product = () =>
      apiGet<{ qty: number; productName: string }>(page, `/api/apps/ecommerce/products/${line.productId}`);
    const stockBefore = (await product()).qty;
    const customers = () =>
      apiGet<{ customers: { email: string; totalSpent: number; customerId: number; order: number }[] }>(
        page,
        `/api/apps/ecommerce/customers?itemsPerPage=-1&q=${encodeURIComponent(row.email)}`,
      );
    const customerBefore = (await customers()).customers.find((c) => c.email === row.email)!;

    await page.goto(`/apps/ecommerce/order/details/${row.id}`);
    const steps = page.getByRole('region', { name: 'Next steps' });
    await steps.getByRole('button', { name: 'Ship' }).click();
    const ship = page.getByRole('dialog', { name: 'Ship the order' });
    await ship.getByLabel('Carrier').fill('DHL');
    await ship.getByLabel('Tracking number').fill('JD-014600');
    await ship.getByRole('button', { name: 'Ship' }).click();
    await expect(page.getByText(`Order #${row.order} has shipped`)).toBeVisible();
    await expect(page.getByText(/DHL, tracking number JD-014600/)).toBeVisible();
    await steps.getByRole('button', { name: 'Out for delivery' }).click();
    await steps.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(page.getByText(`Order #${row.order} is delivered`)).toBeVisible();

    await steps.getByRole('button', { name: 'Refund' }).click();
    await page
      .getByRole('dialog', { name: 'Refund the order' })
      .getByRole('button', { name: 'Refund everything left' })
      .click();
    await expect(page.getByText(`Order #${row.order} is refunded`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Refunded');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Returned');
    await expect(page.getByRole('region', { name: 'Next steps' })).toHaveCount(0);
    await expect(page.getByText(`${usd(row.spent)} refunded · by John Doe`)).toBeVisible();

    // The product's stock came back; the customer's total lost what the order cost.
    expect((await product()).qty).toBe(stockBefore + line.qty);
    await page.goto(`/apps/ecommerce/product/edit/${line.productId}`);
    await expect(page.getByLabel('Quantity in stock')).toHaveValue(String(stockBefore + line.qty));
    // A returned order still counts as one the customer placed; what it cost is no longer spent.
    const customerAfter = (await customers()).customers.find((c) => c.email === row.email)!;
    expect(customerAfter.order).toBe(customerBefore.order);
    expect(cents(customerAfter.totalSpent)).toBe(cents(customerBefore.totalSpent) - cents(row.spent));
    await page.goto(`/apps/ecommerce/customer/details/${customerAfter.customerId}`);
    await expect(page.getByText('Total spent', { exact: true }).locator('..')).toHaveText(
      `${usd(customerAfter.totalSpent)}Total spent`,
    );
  },
);
