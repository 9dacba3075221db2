import { expect, test } from '../support/tenant';
import { ADMIN, CLIENT, login, signInThroughForm } from '../support/session';

test.describe('the shell', () => {
  test('login → menu → search → open a screen', async ({ page }) => {
    await signInThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/\/apps\/user\/list$/);

    // The menu is composed from the areas: open a group and follow a link.
    const nav = page.getByRole('complementary', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Invoice' }).click();
    await nav.locator('a[href="/apps/invoice/list"]').click();
    await expect(page).toHaveURL(/\/apps\/invoice\/list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices');

    // Ctrl+K opens the search; typing queries the API; arrows + Enter open the screen.
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: 'Search screens' });
    await expect(search).toBeFocused();
    await search.fill('permis');
    await expect(page.getByRole('option', { name: /Permissions/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/permissions/);

    // No results is said so.
    await page.getByRole('button', { name: /^Search/ }).click();
    await page.getByRole('combobox', { name: 'Search screens' }).fill('zzzzzz');
    await expect(page.getByText('No results for “zzzzzz”')).toBeVisible();
  });

  test('theme and direction chosen in the customizer survive a reload', async ({ page }) => {
    await login(page, ADMIN);
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
    await drawer.getByRole('radio', { name: 'Dark' }).click();
    await drawer.getByRole('radio', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => document.cookie)).toContain('atrium-theme=%22dark%22');

    // A broken stored value falls back to its default instead of breaking the page.
    await page
      .context()
      .addCookies([{ name: 'atrium-theme', value: '%7Bbroken', url: 'http://localhost:3000' }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Reset restores the defaults.
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'System' })).toBeChecked();
  });

  test('the horizontal layout puts the menu in popovers; a hidden navbar becomes sticky', async ({
    page,
  }) => {
    await login(page, ADMIN);
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
    await drawer.getByRole('radiogroup', { name: 'Navbar' }).getByRole('radio', { name: 'Hidden' }).click();
    await drawer.getByRole('radio', { name: 'Horizontal' }).click();
    await expect(
      drawer.getByRole('radiogroup', { name: 'Navbar' }).getByRole('radio', { name: 'Sticky' }),
    ).toBeChecked();
    await page.keyboard.press('Escape');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await menu.getByRole('button', { name: 'Apps & Pages' }).click();
    await page.getByRole('menuitem', { name: 'Invoice' }).click();
    await page.getByRole('menuitem', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/list$/);
    await expect(page.getByRole('complementary', { name: 'Main navigation' })).toHaveCount(0);
  });

  test('Arabic turns the whole app right-to-left and back', async ({ page }) => {
    await login(page, ADMIN);
    await page.getByRole('button', { name: 'Language', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'اللغة', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('the client account is kept out of admin screens by typed URL, as by the menu', async ({ page }) => {
    await login(page, CLIENT);
    await expect(page).toHaveURL(/\/apps\/user\/dashboard$/);
    for (const path of ['/apps/ecommerce/product/list', '/apps/invoice/list', '/apps/permissions']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/not-authorized$/);
    }
    await page.goto('/apps/user/dashboard');
    const nav = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(nav.getByRole('button', { name: 'Users' })).toBeVisible();
    await expect(nav.getByText('eCommerce')).toHaveCount(0);
    await expect(nav.getByText('Invoice')).toHaveCount(0);
  });

  test('notifications: mark read, mark all read, remove', async ({ page }) => {
    await login(page, ADMIN);
    await page.getByRole('button', { name: /^Notifications, 3 unread/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('button', { name: /^Remove: Server load/ }).click();
    await expect(panel.getByText('Server load at 88%')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  test('a notification opens the record it is about, and is then read', async ({ page }) => {
    await login(page, ADMIN);
    await page.getByRole('button', { name: /^Notifications, 3 unread/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const link = panel.getByRole('link', { name: /^Invoice #\d+ is past due$/ });
    const id = /#(\d+)/.exec((await link.textContent()) ?? '')![1];
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/apps/invoice/preview/${id}$`));
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: /^Notifications, 2 unread/ })).toBeVisible();
  });

  test('on a phone the menu is a drawer: out of reach until opened, closed on the way to a screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await login(page, ADMIN);
    const nav = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    // Tab from the navbar's toggle never lands in the closed drawer.
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await toggle.focus();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#vertical-nav'))).toBe(false);
    }
    await toggle.click();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Invoice' }).click();
    await nav.getByRole('link', { name: 'List' }).first().click();
    await expect(page).toHaveURL(/\/apps\/invoice\/list$/);
    await expect(nav).toBeHidden();
  });
});
