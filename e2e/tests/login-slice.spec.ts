import { expect, test } from '../support/tenant';
import { ADMIN, CLIENT, login, signInThroughForm } from '../support/session';
import { linkIn, newestMail } from '../support/mailbox';

test.describe('the vertical slice: login → e-commerce product list', () => {
  test('a wrong password shows the error at the field', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('a logged-out visitor is sent to login with the target, and returns there after login', async ({
    page,
  }) => {
    await page.goto('/apps/ecommerce/product/list?q=iphone');
    await expect(page).toHaveURL(/\/login\?to=%2Fapps%2Fecommerce%2Fproduct%2Flist%3Fq%3Diphone/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/list\?q=iphone/);
  });

  test('the admin logs in, stores the session, and works the product list rendered by the remote', async ({
    page,
  }) => {
    await signInThroughForm(page, ADMIN);
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('userData') ?? 'null'),
      token: localStorage.getItem('accessToken'),
      rules: JSON.parse(localStorage.getItem('userAbilityRules') ?? '[]'),
    }));
    expect(stored.user).toMatchObject({ email: 'admin@demo.com', role: 'admin' });
    expect(stored.user.password).toBeUndefined();
    expect(stored.token).toBeTruthy();
    expect(stored.rules).toEqual([{ action: 'manage', subject: 'all' }]);

    await page.goto('/apps/ecommerce/product/list');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11); // header + 10 rows
    await expect(page.getByText(/1-10 of 50/)).toBeVisible();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/11-20 of 50/)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);

    await page.getByRole('searchbox', { name: /search/i }).fill('iphone');
    await expect(page.getByText(/of [1-9]$|of [1-9]\b/)).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(/iphone/i);
  });

  test('logout clears the session', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/apps/ecommerce/product/list');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(
      await page.evaluate(() => [localStorage.getItem('userData'), localStorage.getItem('accessToken')]),
    ).toEqual([null, null]);
    await page.goto('/apps/ecommerce/product/list');
    await expect(page).toHaveURL(/\/login\?to=/);
    // The app hands over to the login document: end once it is there, not in the middle of loading it.
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('the client account is denied the admin product list', async ({ page }) => {
    await login(page, CLIENT);
    await page.goto('/apps/ecommerce/product/list');
    await expect(page).toHaveURL(/\/not-authorized/);
    await expect(page).toHaveTitle(/Not Authorized - 401/);
  });

  test('the login page is a document of its own: no federation runtime, no registry, no area; it prefetches the app', async ({
    page,
  }) => {
    const requests: { url: string; type: string }[] = [];
    page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType() }));
    const appEntryPrefetched = page.waitForRequest(
      (r) => /\/main\.[0-9a-f]{8}\.js$/.test(r.url()) && r.resourceType() !== 'script',
    );
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const run = requests.filter((r) => r.type === 'script' && !r.url.endsWith('/mockServiceWorker.js'));
    expect(run.length).toBeGreaterThan(0);
    // The public pages' own scripts only (host/publicPages.mjs).
    expect(run.filter((r) => !r.url.startsWith('http://localhost:3000/site/'))).toEqual([]);
    // Once the visitor starts typing, the app's start-up scripts are fetched at low priority, for the
    // document after login.
    await page.getByLabel('Email').fill('admin@demo.com');
    await appEntryPrefetched;
    expect(
      requests.filter((r) => /remotes\.json|remoteEntry\.js|:300[1-6]\//.test(r.url)).map((r) => r.url),
    ).toEqual([]);
  });

  test('someone signed in who opens the login page is sent home', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/apps\/user\/list$/);
  });

  test('a reset page without the link forgot-password sent changes nothing', async ({ page }) => {
    await page.goto('/new-password?email=client%40demo.com');
    await expect(page.getByText('This reset link does not work')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set a new password' })).toBeDisabled();
  });

  test('a password changed through the reset link works on the login page it leads to', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(CLIENT.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    // The link is mailed, never answered: read from the development outbox, as from the inbox.
    const mail = await newestMail(page, CLIENT.email, /reset your/i);
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/new-password\?.*token=/);
    await page.getByLabel('New password').fill('a-new-secret');
    await page.getByLabel('Confirm password').fill('a-new-secret');
    await page.getByRole('button', { name: 'Set a new password' }).click();
    await expect(page).toHaveURL(/\/login\?notice=passwordChanged$/);
    await expect(page.getByText('Your password was changed. Log in with the new one.')).toBeVisible();
    await page.getByLabel('Email').fill(CLIENT.email);
    await page.getByLabel('Password', { exact: true }).fill(CLIENT.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('a-new-secret');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/apps\/user\/dashboard$/);
  });
});
