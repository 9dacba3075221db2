import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/tenant';

test.describe('help center (a public front page, a document of its own)', () => {
  test('a visitor who is not signed in searches the articles and opens one', async ({ page }) => {
    await page.goto('/front-pages/help-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, how can we help?' })).toBeVisible();
    await expect(page).toHaveTitle('Help center | Atrium');
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('password');
    await expect(page).toHaveURL(/q=password/);
    const results = page.getByRole('region', { name: 'Articles found' });
    await expect(results.getByRole('link')).toHaveText([
      'Forgotten Username Or Password',
      'How do I change my password?',
    ]);
    await results.getByRole('link', { name: 'How do I change my password?' }).click();
    await expect(page).toHaveURL(/\/front-pages\/help-center\/article\/how-do-i-change-my-password$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Account Settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to add product in cart?');

    const results2 = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results2.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Signing in from here comes back here.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?to=%2Ffront-pages%2Fhelp-center%2Farticle%2F/);
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/front-pages\/help-center\/article\/how-do-i-change-my-password$/);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});
