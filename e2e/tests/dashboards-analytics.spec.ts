import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { login } from '../support/session';

// The analytics dashboard: every card follows the date range at the top, which lives in the URL.

const PAGE = '/dashboards/analytics';
const CARDS = [
  'Sessions',
  'Sales overview',
  'Revenue report',
  'Earnings',
  'Support tracker',
  'Sales by country',
];

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Every card has its data (none busy) and every chart is drawn. */
async function cardsLoaded(page: Page, names: readonly string[] = CARDS) {
  for (const name of names) {
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, name)).not.toHaveAttribute('aria-busy', 'true');
  }
  await expect(page.locator('[data-chart-loading]')).toHaveCount(0);
}

/** What the figure cards show, to see them change. */
async function figures(page: Page) {
  return {
    sales: await card(page, 'Sales overview').locator('dl').innerText(),
    sessions: await card(page, 'Sessions').getByRole('list').innerText(),
    support: await card(page, 'Support tracker').locator('dl').innerText(),
  };
}

test.describe('analytics dashboard', { tag: '@admin' }, () => {
  test('changing the date range changes the URL and the cards', async ({ page }) => {
    // January 2025: a period of the sample data that no preset covers, whatever today is.
    await login(page, undefined, `${PAGE}?range=custom&from=2025-01-01&to=2025-01-31`);
    const range = page.getByRole('group', { name: 'Analytics date range' });
    await expect(range.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2025-01-01');
    await cardsLoaded(page);
    const january = await figures(page);

    await range.getByRole('button', { name: 'This year' }).click();
    await expect(page).toHaveURL(/[?&]range=year(&|$)/);
    await expect(page).not.toHaveURL(/from=/);
    await expect(range.getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'true');
    await cardsLoaded(page);
    await expect.poll(async () => (await figures(page)).sessions).not.toBe(january.sessions);
    const thisYear = await figures(page);
    expect(thisYear.support).not.toBe(january.support);

    // A custom period typed in the fields: the URL carries it, and a reload keeps it.
    await range.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2025-03-01');
    await page.getByLabel('To', { exact: true }).fill('2025-05-31');
    await expect(page).toHaveURL(/range=custom&from=2025-03-01&to=2025-05-31/);
    await cardsLoaded(page);
    await expect.poll(async () => (await figures(page)).sessions).not.toBe(thisYear.sessions);
    const spring = await figures(page);
    await page.reload();
    await cardsLoaded(page);
    expect(await figures(page)).toEqual(spring);

    // Back in the history: the range before the last change (the start typed, the end not yet).
    await page.goBack();
    await expect(page).toHaveURL(/range=custom&from=2025-03-01&to=(?!2025-05-31)/);
  });

  test('the revenue report switches between days, weeks and months', async ({ page }) => {
    await login(page, undefined, `${PAGE}?range=custom&from=2025-01-01&to=2025-03-31`);
    const revenue = card(page, 'Revenue report');
    const periods = revenue.getByRole('group', { name: 'Revenue by' });
    await expect(periods.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await expect(revenue.getByRole('img', { name: 'Revenue per week' })).toBeVisible();
    await periods.getByRole('button', { name: 'Month' }).click();
    await expect(revenue.getByRole('img', { name: 'Revenue per month' })).toBeVisible();
    // Three months, three rows in the table screen readers get.
    await expect(revenue.getByRole('table').getByRole('row')).toHaveCount(4);
  });
});
