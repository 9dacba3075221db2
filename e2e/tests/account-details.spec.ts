import type { Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { CLIENT, login, signInThroughForm } from '../support/session';
import { linkIn, newestMail } from '../support/mailbox';

// The account's details are the account's (on the test's own tenant): the name in the navbar, the
// photo wherever the avatar shows, the language of the page, and a new sign-in address once its
// mailed link is followed.

/** A 512-pixel PNG the browser draws, as a file to upload (the page scales it down to 256). */
async function photo(page: Page): Promise<Buffer> {
  const url = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 512;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#7367f0';
    context.fillRect(0, 0, 512, 512);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(url.split(',')[1], 'base64');
}

test(
  'a user renames themselves, uploads a photo, changes language and moves to a new sign-in address',
  { tag: '@admin' },
  async ({ page }) => {
    await login(page, CLIENT, '/pages/account-settings/account');
    const form = page.getByRole('form', { name: 'Account details' });
    await form.getByLabel('First name').fill('Clara');
    await form.getByLabel('Last name').fill('Oswald');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes were saved')).toBeVisible();

    // The navbar's account menu names the account after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').getByText('Clara Oswald')).toBeVisible();
    await page.keyboard.press('Escape');

    // The photo is stored by the API and is the navbar's avatar, also after a reload.
    await page.locator('input[type="file"][aria-label="Upload new photo"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await photo(page),
    });
    await expect(page.getByText('Your photo was saved')).toBeVisible();
    await page.reload();
    const avatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    // Scaled to 256 pixels in the browser, kept by the server with smaller copies: the 38-pixel avatar
    // asks for the copy a 2× screen needs, and gets the 96-pixel one.
    await expect(avatar).toHaveAttribute('src', /\/api\/media\/[0-9a-f]{32}\?w=76$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

    // A new address: a link is mailed to it; the account signs in with it once the link is followed.
    const address = `clara-${Date.now().toString(36)}@atrium.test`;
    await form.getByLabel('Email').fill(address);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`A link was mailed to ${address}.`)).toBeVisible();
    const link = linkIn(await newestMail(page, address, /confirm your new address/i));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto(link);
    await expect(page.getByText('Your new address is confirmed: log in with it from now on.')).toBeVisible();
    await signInThroughForm(
      page,
      { email: address, password: CLIENT.password },
      '/pages/account-settings/account',
    );

    // The language chosen in the details becomes the page's.
    await form.getByLabel('Language').selectOption('fr');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  },
);
