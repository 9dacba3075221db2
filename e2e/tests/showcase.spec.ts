import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { login } from '../support/session';

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test(
  'UI showcase: from the menu to a component, worked by keyboard, without accessibility violations',
  { tag: '@admin' },
  async ({ page }) => {
    await login(page);
    const nav = page.getByRole('complementary', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Components' }).click();
    await nav.getByRole('link', { name: 'Dialog' }).click();
    await expect(page).toHaveURL(/\/components\/dialog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dialog');

    const opener = page.getByRole('button', { name: 'Open a dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Use location services?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'dialog open');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    for (const slug of ['button', 'badge', 'pagination', 'progress-linear', 'snackbar']) {
      await page.goto(`/components/${slug}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSeriousViolations(page, slug);
    }
    await page.getByRole('button', { name: 'Archive a conversation' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Conversation restored')).toBeVisible();
  },
);
