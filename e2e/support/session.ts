import { expect, type Page } from '@playwright/test';
import { TENANT_HEADER, tenantOfContext } from './tenant';

export const ADMIN = { email: 'admin@demo.com', password: 'admin' };
export const CLIENT = { email: 'client@demo.com', password: 'client' };

type Account = typeof ADMIN;

const ORIGIN = 'http://localhost:3000';

/**
 * Signs in through the real login form: for the tests of signing in itself (errors, targets after
 * sign-in, the login document). Every other test starts from a saved session (`login`).
 */
export async function signInThroughForm(page: Page, account: Account = ADMIN, to?: string) {
  await page.goto(to ? `/login?to=${encodeURIComponent(to)}` : '/login');
  // By field name, not label: the helper works in every language.
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
  // The login page and the app are two documents: wait until the app has started in the second.
  await expect(page.locator('#main-content')).toBeVisible();
}

/**
 * Opens `to` (the role's landing page by default) signed in as `account`: the session is asked of the
 * API (`POST /api/auth/login`, as the test's tenant) and written where the app keeps it before the
 * page's first script runs, once per tab — a test that is not about signing in does not pay for the
 * login document and its form (about a second each), and a test that signs out stays signed out
 * across reloads.
 */
export async function login(page: Page, account: Account = ADMIN, to?: string) {
  const tenant = tenantOfContext(page.context());
  const answer = await page.request.post(`${ORIGIN}/api/auth/login`, {
    data: account,
    headers: tenant ? { [TENANT_HEADER]: tenant } : {},
  });
  if (!answer.ok()) throw new Error(`Signing in as ${account.email} failed: ${answer.status()}`);
  const { accessToken, userData, userAbilityRules } = (await answer.json()) as Record<string, unknown>;
  const entries = Object.fromEntries(
    Object.entries({ accessToken, userData, userAbilityRules }).map(([key, value]) => [
      key,
      JSON.stringify(value),
    ]),
  );
  const marker = `atrium-e2e-session-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ entries, marker, origin }) => {
      if (location.origin !== origin || sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { entries, marker, origin: ORIGIN },
  );
  await page.goto(to ?? '/');
  await expect(page.locator('#main-content')).toBeVisible();
}
