import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { login } from '../support/session';

// The CRM and e-commerce dashboards: every figure comes from the mock API, every card follows the date
// range at the top (kept in the URL), and a figure moves with the list it summarises.

const CRM = '/dashboards/crm';
const ECOMMERCE = '/dashboards/ecommerce';
// The sample orders are dated in 2025 and 2026: this period holds every one of them, whatever today is.
const ALL_ORDERS = `${ECOMMERCE}?range=custom&from=2025-01-01&to=2026-12-31`;

/** How long a deletion can be undone on the list pages (the list controller's undo window). */
const UNDO_WINDOW_MS = 5_000;

const CRM_CARDS = [
  'Customers',
  'Revenue growth',
  'Deals funnel',
  'Sales by country',
  'Active projects',
  'Activity timeline',
];
const ECOMMERCE_CARDS = [
  'Statistics',
  'Orders by status',
  'Revenue report',
  'Earnings',
  'Sales statistics',
  'Popular products',
  'Sales by country',
  'Transactions',
];

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Every card has its data (none busy) and every chart is drawn. */
async function cardsLoaded(page: Page, count: number) {
  await expect(page.locator('main section[aria-labelledby]')).toHaveCount(count);
  await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-chart-loading]')).toHaveCount(0);
}

/** A figure of the e-commerce statistics card, by its term: the value shown (after its icon, before its change). */
const statistic = (page: Page, term: string): Locator =>
  card(page, 'Statistics')
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]/span[2]');

const count = async (figure: Locator) => Number((await figure.innerText()).replace(/[^0-9]/g, ''));

test.describe('e-commerce dashboard', { tag: ['@ecommerce', '@admin'] }, () => {
  test('delete an order in the orders list and see the dashboard’s order count drop', async ({ page }) => {
    // The page's clock is ours to move: the list's undo window passes without waiting for it.
    await page.clock.install();
    await login(page, undefined, ALL_ORDERS);
    for (const name of ECOMMERCE_CARDS) await expect(card(page, name)).toBeVisible();
    await cardsLoaded(page, ECOMMERCE_CARDS.length);
    const orders = statistic(page, 'Orders');
    await expect(orders).toHaveText(/^\d[\d,]*$/);
    const before = await count(orders);
    expect(before).toBeGreaterThan(0);
    const revenue = await statistic(page, 'Revenue').innerText();

    // To the orders list from the dashboard's own link (the app's router: one document, one query cache).
    await page.getByRole('link', { name: 'View all orders' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/order\/list/);
    const rows = page.getByRole('table', { name: 'Orders', exact: true }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const deleteButton = rows.first().getByRole('button', { name: /^Delete order #\d+$/ });
    const number = ((await deleteButton.getAttribute('aria-label')) ?? '').replace(/\D/g, '');
    await deleteButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Delete order #${number}?`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`Order #${number} was deleted`)).toBeVisible();
    // After the undo window the API has it removed too: searching for it finds nothing.
    await page.clock.runFor(UNDO_WINDOW_MS + 500);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${number}(&|$)`));
    await expect(page.getByText('No orders match this search')).toBeVisible();

    // Back to the dashboard, over the same period: one order fewer, and less revenue.
    // (The search replaced the list's history entry: one step back is the dashboard.)
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboards\/ecommerce\?range=custom&from=2025-01-01&to=2026-12-31/);
    await expect(orders).toHaveText(String(before - 1));
    await expect(statistic(page, 'Revenue')).not.toHaveText(revenue);
    // A fresh load agrees: the figure is the API's, not the page's memory.
    await page.reload();
    await expect(statistic(page, 'Orders')).toHaveText(String(before - 1));
  });

  test('the cards follow the date range', async ({ page }) => {
    await login(page, undefined, ALL_ORDERS);
    await cardsLoaded(page, ECOMMERCE_CARDS.length);
    const everything = await count(statistic(page, 'Orders'));
    const range = page.getByRole('group', { name: 'Dashboard period' });
    await expect(range.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('From').fill('2026-01-01');
    await expect(page).toHaveURL(/range=custom&from=2026-01-01&to=2026-12-31/);
    await cardsLoaded(page, ECOMMERCE_CARDS.length);
    await expect.poll(() => count(statistic(page, 'Orders'))).toBeLessThan(everything);
  });
});

test.describe('CRM dashboard', { tag: ['@ecommerce', '@admin'] }, () => {
  test('every card from the data, the range and the leads table in the URL', async ({ page }) => {
    await login(page, undefined, `${CRM}?range=year`);
    await expect(page.getByText(/sample figures/i)).toHaveCount(0);
    for (const name of CRM_CARDS) await expect(card(page, name)).toBeVisible();
    await cardsLoaded(page, CRM_CARDS.length);
    const range = page.getByRole('group', { name: 'CRM period' });
    await expect(range.getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'true');
    const revenue = await card(page, 'Revenue growth').innerText();

    const leads = page.getByRole('table', { name: 'Leads', exact: true });
    await expect(leads.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Converted' });
    await expect(page).toHaveURL(/[?&]stage=converted(&|$)/);
    await expect(page).toHaveURL(/[?&]range=year(&|$)/);
    await expect
      .poll(async () => {
        const stages = await leads.locator('tbody tr td:nth-child(3)').allInnerTexts();
        return stages.length > 0 && stages.every((s) => s.trim() === 'Converted');
      })
      .toBe(true);

    // A shorter period: fewer won deals, another revenue.
    await range.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page).toHaveURL(/[?&]range=30d(&|$)/);
    await expect(page).toHaveURL(/[?&]stage=converted(&|$)/);
    await cardsLoaded(page, CRM_CARDS.length);
    await expect.poll(() => card(page, 'Revenue growth').innerText()).not.toBe(revenue);
  });
});
