import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

// For journeys of two people at once, on the API server's saved data (the one data set every admin
// shares), not the suite's tenant-per-test `test`.

const ORIGIN = 'http://localhost:3000';

/** Two browsers (contexts of their own: two people), closed after the journey whatever happens. */
export async function inTwoBrowsers(
  browser: Browser,
  journey: (one: BrowserContext, two: BrowserContext) => Promise<void>,
) {
  const one = await browser.newContext({ baseURL: ORIGIN });
  const two = await browser.newContext({ baseURL: ORIGIN });
  try {
    await journey(one, two);
  } finally {
    await one.close();
    await two.close();
  }
}

/** Adds a user through the users list's form. */
export async function addUser(
  page: Page,
  user: { fullName: string; username: string; email: string; role: string; password?: string },
) {
  await page.goto('/apps/user/list');
  await page.getByRole('button', { name: 'Add user' }).click();
  const form = page.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('Full name').fill(user.fullName);
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Contact').fill('+1 (555) 010-0142');
  await form.getByLabel('Company').fill('Atrium');
  await form.getByLabel('Country').fill('USA');
  await form.getByLabel('Role').selectOption(user.role);
  await form.getByLabel('Plan').selectOption('team');
  await form.getByLabel('Status').selectOption('active');
  if (user.password) {
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByLabel('Confirm the password').fill(user.password);
  }
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form).toHaveCount(0);
}
