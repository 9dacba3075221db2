import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { login } from '../support/session';

/** The first data row of the page's first table. */
const tableRow = (page: Page) => page.getByRole('table').first().getByRole('row').nth(1);

const VARIANTS = [
  { name: 'light LTR', colorScheme: 'light' as const, language: 'en' },
  { name: 'dark LTR', colorScheme: 'dark' as const, language: 'en' },
  { name: 'light RTL', colorScheme: 'light' as const, language: 'ar' },
  { name: 'dark RTL', colorScheme: 'dark' as const, language: 'ar' },
];

for (const variant of VARIANTS) {
  test.describe(`accessibility, ${variant.name}`, () => {
    test.use({ colorScheme: variant.colorScheme });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('language', language), variant.language);
    });

    test('the login page has no serious or critical violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('form')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    // The users list is the shell around a list; roles, permissions and a user's view are the
    // access-control screens; then the invoice list, editor and preview. Each shows what it waits for
    // once its data is in.
    const SCREENS: [path: string, ready: (page: Page) => Locator][] = [
      ['/apps/user/list', tableRow],
      ['/apps/roles', tableRow],
      ['/apps/permissions', tableRow],
      ['/apps/user/view/1', tableRow],
      ['/apps/invoice/list', tableRow],
      ['/apps/invoice/add', (page) => page.locator('[data-line="0"]')],
      ['/apps/invoice/preview/4987', (page) => page.locator('article table')],
    ];
    for (const [path, ready] of SCREENS) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await login(page, undefined, path);
        await expect(ready(page)).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
