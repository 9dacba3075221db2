import { expect, test } from '../support/tenant';
import { ADMIN, CLIENT, login, signInThroughForm } from '../support/session';

const HOSTILE_TARGETS = [
  '/.//example.org',
  '/%2e%2e//example.org',
  '/\t/example.org',
  '/\\example.org',
  '//example.org',
  'https://example.org/',
  'javascript:alert(document.domain)',
];

test.describe('sign-in targets', () => {
  for (const target of HOSTILE_TARGETS) {
    test(`signing in with to=${JSON.stringify(target)} stays on Atrium`, async ({ page }) => {
      await signInThroughForm(page, ADMIN, target);
      const landed = new URL(page.url());
      expect(landed.origin).toBe('http://localhost:3000');
      // The admin's landing page: the root sends a signed-in admin there.
      expect(landed.pathname).toBe('/apps/user/list');
    });
  }

  test('a target the app knows is honoured', async ({ page }) => {
    await signInThroughForm(page, ADMIN, '/apps/invoice/list?q=a');
    await expect(page).toHaveURL('http://localhost:3000/apps/invoice/list?q=a');
  });
});

test('a token the API no longer accepts signs out and comes back after signing in', async ({ page }) => {
  await login(page, ADMIN, '/apps/invoice/list');
  await expect(page.getByRole('table')).toBeVisible();
  // The session survives a reload: the API server still knows the token the login page got.
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  // A token of the right shape that the API never issued (revoked, tampered).
  await page.evaluate(() => localStorage.setItem('accessToken', JSON.stringify('f'.repeat(64))));
  await page.reload();
  await expect(page).toHaveURL(/\/login\?to=%2Fapps%2Finvoice%2Flist/);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL('http://localhost:3000/apps/invoice/list');
  await expect(page.getByRole('table')).toBeVisible();
});

test('a client who writes admin rules and an admin role into their stored session gains nothing', async ({
  page,
}) => {
  await login(page, CLIENT);
  // What a visitor can change from the console: the session the page keeps.
  await page.evaluate(() => {
    localStorage.setItem('userAbilityRules', JSON.stringify([{ action: 'manage', subject: 'all' }]));
    const user = JSON.parse(localStorage.getItem('userData') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('userData', JSON.stringify({ ...user, role: 'admin' }));
  });
  await page.goto('/apps/user/list');
  // The session is read again from the API on navigation: the rules are the client's, and the page is
  // not authorized.
  await expect(page).toHaveURL(/\/not-authorized$/);
  const answers = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('accessToken') ?? 'null') as string;
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = await fetch('/api/apps/users', { headers });
    const promote = await fetch('/api/apps/users/52', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ status: 'active' }),
    });
    const session = (await (await fetch('/api/auth/session', { headers })).json()) as {
      userAbilityRules: unknown;
    };
    return { list: list.status, promote: promote.status, rules: session.userAbilityRules };
  });
  expect(answers.list).toBe(403);
  expect(answers.promote).toBe(403);
  expect(answers.rules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
});
