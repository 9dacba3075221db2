import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { ADMIN, login, signInThroughForm } from '../support/session';
import { linkIn, newestMail } from '../support/mailbox';

// The authentication demos: one public document (host/src/auth/variants) serving the 13 variants at
// /pages/authentication/*, with the real pages' forms and calls in a v1 (card) or v2 (split) layout.

const VARIANT_NAMES = [
  'login-v1',
  'login-v2',
  'register-v1',
  'register-v2',
  'register-multi-steps',
  'forgot-password-v1',
  'forgot-password-v2',
  'reset-password-v1',
  'reset-password-v2',
  'two-steps-v1',
  'two-steps-v2',
  'verify-email-v1',
  'verify-email-v2',
];
const pathOf = (name: string) => `/pages/authentication/${name}`;

/** What shows that a variant has rendered (its code is loaded on its own, after the document's). */
const ready = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** The six digits mailed to `email` once the two-steps demo says it sent them (the page never shows them). */
async function mailedCode(page: Page, email: string) {
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const mail = await newestMail(page, email, /verification code/i);
  return /\b(\d{6})\b/.exec(mail.text)![1];
}

test.describe('authentication demos', () => {
  test('each of the 13 variants renders its page; an unknown one says so', async ({ page }) => {
    for (const name of VARIANT_NAMES) {
      await page.goto(pathOf(name));
      await expect(ready(page), name).toBeVisible();
      await expect(page.getByRole('main').locator('form, a, button').first(), name).toBeVisible();
    }
    await page.goto(pathOf('login-v9'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  test('v2 shows its illustration on a wide screen and leaves it out on a narrow one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(pathOf('login-v2'));
    await expect(ready(page)).toBeVisible();
    await expect(page.locator('main img')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator('main img')).toBeHidden();
  });

  test('register multi-steps, confirm the address from the mail, then sign in at /login', async ({
    page,
  }) => {
    const email = `grace-${Date.now()}@demo.com`;
    await page.goto(pathOf('register-multi-steps'));
    await page.getByLabel('Username').fill(`grace${Date.now() % 100000}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('compiler-1952');
    await page.getByLabel('Confirm password').fill('compiler-1952');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Mobile').fill('+1 202 555 0100');
    // Back and forth keeps what was typed.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await page.getByLabel('Address').fill('1 Navy Yard');
    await page.getByLabel('Country').selectOption('United States');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('radio', { name: /Basic/ }).check();
    await page.getByRole('checkbox', { name: /privacy policy/i }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();

    // The account exists once the link mailed to the address is followed (it opens the login page).
    await page.goto(linkIn(await newestMail(page, email, /confirm your address/i)));
    await expect(
      page.getByText('Your address is confirmed and your account is ready. Log in.'),
    ).toBeVisible();
    await signInThroughForm(page, { email, password: 'compiler-1952' });
  });

  test('two-steps: signed in, paste the code mailed, and the account is verified', async ({ page }) => {
    await login(page);
    await page.goto(pathOf('two-steps-v1'));
    const code = await mailedCode(page, ADMIN.email);
    const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await first.focus();
    await first.evaluate((box, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      box.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code);
    await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code[5]);
    await page.getByRole('button', { name: 'Verify my account' }).click();
    await expect(page.getByText('Your account is verified')).toBeVisible();
  });

  test('a signed-in admin opening a demo stays signed in', async ({ page }) => {
    await login(page);
    await page.goto(pathOf('login-v1'));
    await expect(page.getByText('You are already signed in')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await expect(page.locator('#main-content')).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });
});
