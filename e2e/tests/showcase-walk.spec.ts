import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { inBatches } from '../support/batches';
import { login } from '../support/session';
import { SIGNED_IN_ROUTES } from '../support/productRoutes';

// The design system's showcase, walked from the menu by keyboard: each page is reached by focusing its
// menu entry (opening its group first) and pressing Enter, and shows its heading and its demos. The
// route check scans each page's content with axe; accessibility.spec the menu itself, in every theme
// and direction.
const SECTIONS: Record<string, (route: string) => boolean> = {
  components: (r) => r.startsWith('/components/'),
  forms: (r) => r.startsWith('/forms/') && !r.startsWith('/forms/form-wizard'),
  cards: (r) => r.startsWith('/pages/cards/'),
  'charts and extensions': (r) => r.startsWith('/charts/') || r.startsWith('/extensions/'),
  pages: (r) => ['/pages/typography', '/pages/icons', '/pages/dialog-examples'].includes(r),
};

/** A section is walked in parts of at most this many pages: each part a test of its own, run in parallel. */
const PAGES_PER_TEST = 12;

/**
 * Opens `path` from the main menu with the keyboard only: when its entry is not in sight, the closed
 * groups are opened one by one (a closed group's entries are not drawn) until it is, the others closed
 * again.
 */
async function openFromMenu(page: Page, path: string) {
  // The vertical menu, by its groups (its name is in the page's language).
  const nav = page.locator('aside').filter({ has: page.locator('button[aria-controls^="nav-group-"]') });
  const link = nav.locator(`a[href="${path}"]`);
  if (!(await link.isVisible())) {
    const closed = nav.locator('button[aria-expanded="false"][aria-controls]');
    const toggles = await closed.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-controls')),
    );
    for (const group of toggles) {
      const toggle = nav.locator(`button[aria-controls="${group}"]`);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      if (await link.isVisible()) break;
      await page.keyboard.press('Enter');
    }
  }
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe('Showcase', { tag: '@admin' }, () => {
  for (const [section, inSection] of Object.entries(SECTIONS)) {
    const parts = inBatches(SIGNED_IN_ROUTES.filter(inSection), PAGES_PER_TEST);
    for (const [part, walked] of parts.entries()) {
      const name = parts.length > 1 ? `${section} (${part + 1} of ${parts.length})` : section;
      test(`${name}: every page reached from the menu by keyboard`, async ({ page }) => {
        await login(page);
        for (const path of walked) {
          await openFromMenu(page, path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('#main-content h2').first()).toBeVisible();
        }
      });
    }
  }
});
