import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/tenant';
import { CLIENT, login } from '../support/session';

/**
 * A fixed day for the scan, so that the same days are checked on every run: the 16th of this month, on
 * which a sample event falls (the API server seeds its events around the month it runs in), so an
 * event drawn on today's tinted cell is checked too.
 */
const now = new Date();
const TODAY = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 16, 10));

test.describe('calendar', { tag: '@admin' }, () => {
  test('add an event on a day, see it, move between views, filter it out, delete it', async ({ page }) => {
    await login(page, undefined, '/apps/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByText('Meeting With Client')).toBeVisible();

    // A click on a day opens the drawer for an all-day event that day.
    const day = page.locator('.fc-daygrid-day:not(.fc-day-other)').nth(20);
    const date = await day.getAttribute('data-date');
    await day.click({ position: { x: 20, y: 50 } });
    const drawer = page.getByRole('dialog', { name: 'Add event' });
    await expect(drawer.getByLabel('Start')).toHaveValue(date!);
    await drawer.getByLabel('Title').fill('Board meeting');
    await drawer.getByLabel('Calendar').selectOption('Personal');
    await drawer.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Event "Board meeting" added')).toBeVisible();
    await expect(page.locator(`.fc-daygrid-day[data-date="${date}"]`)).toContainText('Board meeting');

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.locator('.fc-list')).toContainText('Board meeting');
    await page.getByRole('button', { name: 'Month', exact: true }).click();

    await page.getByRole('checkbox', { name: 'Personal' }).click();
    await expect(page).toHaveURL(/calendars=Business%2CHoliday%2CETC%2CFamily/);
    await expect(page.getByText('Board meeting')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Personal' }).click();

    await page.getByText('Board meeting').click();
    await page.getByRole('dialog', { name: 'Edit event' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Event "Board meeting" deleted')).toBeVisible();
    await expect(page.locator('.fc-event', { hasText: 'Board meeting' })).toHaveCount(0);
  });

  test('the calendar has no serious or critical accessibility violations, light and Arabic dark', async ({
    page,
  }) => {
    await page.clock.setFixedTime(TODAY);
    await login(page, undefined, '/apps/calendar');
    await expect(page.locator('.fc-day-today .fc-event')).not.toHaveCount(0);
    for (const setting of [null, 'ar-dark'] as const) {
      if (setting) {
        await page.evaluate(() => localStorage.setItem('language', 'ar'));
        await page
          .context()
          .addCookies([{ name: 'atrium-theme', value: '%22dark%22', url: 'http://localhost:3000' }]);
        await page.reload();
      }
      await expect(page.locator('.fc-event').first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        setting ?? 'light',
      ).toEqual([]);
    }
  });

  test('the client account may not open the calendar, nor sees it in the menu', async ({ page }) => {
    await login(page, CLIENT);
    // The menu is built once the areas' contracts are in: the client's own entries show first.
    const nav = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(nav.getByRole('button', { name: 'Users' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Calendar' })).toHaveCount(0);
    await page.goto('/apps/calendar');
    await expect(page).toHaveURL(/\/not-authorized/);
  });
});
