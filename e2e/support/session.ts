import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@demo.com', password: 'admin' };
export const CLIENT = { email: 'client@demo.com', password: 'client' };

/** Logs in through the real login form. */
export async function login(page: Page, account = ADMIN, to?: string) {
  await page.goto(to ? `/login?to=${encodeURIComponent(to)}` : '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
