import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/session';
import { seriousViolations } from '../support/axe';
import { SIGNED_IN_ROUTES } from '../support/productRoutes';

// The design system's showcase, walked from the menu by keyboard: each page is reached by focusing its
// menu entry (opening its group first) and pressing Enter, then scanned by axe — in light and left to
// right, and again in dark and right to left.
test.describe.configure({ mode: 'parallel' });

const SECTIONS: Record<string, (route: string) => boolean> = {
  components: (r) => r.startsWith('/components/'),
  forms: (r) => r.startsWith('/forms/') && !r.startsWith('/forms/form-wizard'),
  cards: (r) => r.startsWith('/pages/cards/'),
  'charts and extensions': (r) => r.startsWith('/charts/') || r.startsWith('/extensions/'),
  pages: (r) => ['/pages/typography', '/pages/icons', '/pages/dialog-examples'].includes(r),
};

const MODES = [
  { name: 'light, left to right', colorScheme: 'light' as const, language: 'en' },
  { name: 'dark, right to left', colorScheme: 'dark' as const, language: 'ar' },
];

/** Opens `path` from the main menu with the keyboard only. */
async function openFromMenu(page: Page, path: string) {
  const nav = page
    .locator('nav, aside')
    .filter({ has: page.locator(`a[href="${path}"]`) })
    .first();
  const link = nav.locator(`a[href="${path}"]`);
  if (!(await link.isVisible())) {
    const group = await link.evaluate((a) => a.closest('ul[id]')?.id ?? '');
    const toggle = nav.locator(`button[aria-controls="${group}"]`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(link).toBeVisible();
  }
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

for (const mode of MODES) {
  test.describe(`Showcase, ${mode.name}`, () => {
    test.use({ colorScheme: mode.colorScheme });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('language', language), mode.language);
    });

    for (const [section, inSection] of Object.entries(SECTIONS)) {
      test(`${section}: every page from the menu, without serious accessibility findings`, async ({
        page,
      }) => {
        await login(page);
        const findings: string[] = [];
        for (const path of SIGNED_IN_ROUTES.filter(inSection)) {
          await openFromMenu(page, path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('#main-content h2').first()).toBeVisible();
          findings.push(...(await seriousViolations(page)).map((finding) => `${path} ${finding}`));
        }
        expect(findings).toEqual([]);
      });
    }
  });
}
