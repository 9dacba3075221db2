import { expect, test } from '@playwright/test';
import { ADMIN, login, signInThroughForm } from '../support/session';
import { addUser, inTwoBrowsers } from '../support/twoBrowsers';

// On the API server's saved data (not the suite's tenant-per-test `test`): an account an admin made.

test(
  'a user deactivates their own account: signed out, and signing in again is refused until an admin activates it',
  { tag: '@admin' },
  async ({ browser }) => {
    const run = Date.now().toString(36);
    const account = { email: `leaving-${run}@atrium.test`, password: 'leaving-user-pass' };
    await inTwoBrowsers(browser, async (one, two) => {
      const admin = await one.newPage();
      await login(admin, ADMIN, '/apps/user/list');
      await addUser(admin, {
        ...account,
        fullName: `Leaving User ${run}`,
        username: `leaving${run}`,
        role: 'admin',
      });

      const page = await two.newPage();
      await signInThroughForm(page, account, '/pages/account-settings/account');
      const card = page.getByRole('form', { name: 'Deactivate account' });
      await card.getByRole('checkbox', { name: 'I confirm the deactivation of my account' }).click();
      await card.getByLabel('Your password').fill(account.password);
      await card.getByRole('button', { name: 'Deactivate account' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Deactivate account' }).click();
      await expect(page).toHaveURL(/\/login/);

      // Signing in again is refused, with the reason.
      await page.locator('input[name="email"]').fill(account.email);
      await page.locator('input[name="password"]').fill(account.password);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByText('This account is suspended')).toBeVisible();
    });
  },
);
