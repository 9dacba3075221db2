import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@demo.com', password: 'admin' };
export const CLIENT = { email: 'client@demo.com', password: 'client' };

/** Logs in through the real login form. */
export async function login(page: Page, account = ADMIN, to?: string) {
  await page.goto(to ? `/login?to=${encodeURIComponent(to)}` : '/login');
  // By field name, not label: the helper works in every language.
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
  // The login page and the app are two documents: wait until the app has started in the second.
  await expect(page.locator('#main-content')).toBeVisible();
}
