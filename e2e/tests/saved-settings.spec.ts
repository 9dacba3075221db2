import { expect, test } from '../support/tenant';
import { login } from '../support/session';

test(
  'account details saved through the API are still there after a reload',
  { tag: '@admin' },
  async ({ page }) => {
    await login(page, undefined, '/pages/account-settings/account');
    const form = page.getByRole('form', { name: 'Account details' });
    await form.getByLabel('Last name').fill('Okonkwo');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Account details' }).getByLabel('Last name')).toHaveValue(
      'Okonkwo',
    );
  },
);
