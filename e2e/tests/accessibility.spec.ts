import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { contentSettled, seriousViolations } from '../support/axe';
import { inBatches } from '../support/batches';
import { navigateInApp } from '../support/navigation';
import { login } from '../support/session';

// Accessibility beyond the route check (which scans every screen's content, light and left to right):
// the shell's chrome and the login page once per theme and direction, and the screens of every area
// again dark and right to left — where contrast and mirrored layouts break.
const VARIANTS = [
  { name: 'light LTR', colorScheme: 'light' as const, language: 'en' },
  { name: 'dark LTR', colorScheme: 'dark' as const, language: 'en' },
  { name: 'light RTL', colorScheme: 'light' as const, language: 'ar' },
  { name: 'dark RTL', colorScheme: 'dark' as const, language: 'ar' },
];

const inLanguage = (page: Page, language: string) =>
  page.addInitScript((language) => localStorage.setItem('language', language), language);

for (const variant of VARIANTS) {
  test.describe(`accessibility, ${variant.name}`, () => {
    test.use({ colorScheme: variant.colorScheme });
    test.beforeEach(({ page }) => inLanguage(page, variant.language));

    test('the login page has no serious or critical violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('form')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the shell's chrome (navbar, menu, footer) has no serious or critical violations", async ({
      page,
    }) => {
      await login(page, undefined, '/apps/user/list');
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
      // Every menu group open, so each entry is scanned.
      const nav = page.getByRole('complementary').first();
      const closed = nav.locator('button[aria-expanded="false"][aria-controls]');
      while ((await closed.count()) > 0) await closed.first().click();
      expect(await seriousViolations(page, 'chrome')).toEqual([]);
    });
  });
}

/** A screen of every area, and the ones whose charts, maps and tables mirror. */
const SIGNED_IN_SCREENS = [
  '/apps/user/list',
  '/apps/invoice/add',
  '/apps/ecommerce/product/list',
  '/apps/email',
  // An open conversation: folded and open messages, their files.
  '/apps/email?email=5',
  '/apps/chat?chat=1',
  '/apps/academy/dashboard',
  '/dashboards/analytics?range=year',
  '/dashboards/crm?range=year',
  '/apps/logistics/dashboard?range=year',
  '/apps/logistics/fleet',
];

/** Public documents: a front page with a table, and the authentication demos' two layouts. */
const PUBLIC_SCREENS = [
  '/front-pages/landing-page',
  '/front-pages/pricing',
  '/pages/authentication/login-v1',
  '/pages/authentication/register-v2',
];

/** What a screen's check finds: a finding per line, none when it reads right. */
async function darkRtlProblems(page: Page, path: string, scope: 'content' | 'page') {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await contentSettled(page);
  const problems = (await seriousViolations(page, scope)).map((finding) => `${path}: ${finding}`);
  // Nothing sticks out sideways (charts' hidden tables once did, scrolling the page in Arabic).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  if (overflow > 0) problems.push(`${path}: ${overflow}px wider than the window`);
  return problems;
}

const PER_TEST = 5;

test.describe('accessibility, dark RTL screens', () => {
  test.use({ colorScheme: 'dark' });
  test.beforeEach(({ page }) => inLanguage(page, 'ar'));

  for (const [index, paths] of inBatches(SIGNED_IN_SCREENS, PER_TEST).entries()) {
    test(`signed-in screens (${index + 1}) read right, without serious findings`, async ({ page }) => {
      const problems: string[] = [];
      for (const [i, path] of paths.entries()) {
        if (i === 0) await login(page, undefined, path);
        else await navigateInApp(page, path);
        problems.push(...(await darkRtlProblems(page, path, 'content')));
      }
      expect(problems).toEqual([]);
    });
  }

  for (const [index, paths] of inBatches(PUBLIC_SCREENS, PER_TEST).entries()) {
    test(`public pages (${index + 1}) read right, without serious findings`, async ({ page }) => {
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        problems.push(...(await darkRtlProblems(page, path, 'page')));
      }
      expect(problems).toEqual([]);
    });
  }
});
