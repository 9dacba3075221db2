import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { ADMIN } from '../support/session';

// The menu comes from each area's metadata document; an area's code (its remote entry, contract,
// strings and pages) is downloaded only when one of its screens is opened or its link pointed at.

const REMOTES = {
  ecommerce: 'http://localhost:3001',
  invoice: 'http://localhost:3002',
  email: 'http://localhost:3003',
  chat: 'http://localhost:3004',
  academy: 'http://localhost:3005',
  admin: 'http://localhost:3006',
};
const UNOPENED = Object.entries(REMOTES).filter(([name]) => name !== 'admin');

/** Every URL the page asks any remote's origin for, from now on. */
function recordRemoteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (Object.values(REMOTES).some((origin) => request.url().startsWith(`${origin}/`))) {
      urls.push(request.url());
    }
  });
  return urls;
}

const scriptsOf = (urls: string[], origin: string) =>
  urls.filter((url) => url.startsWith(`${origin}/`) && new URL(url).pathname.endsWith('.js'));

/** Signs in as the admin, who lands on the users list (the admin area). */
async function signIn(page: Page) {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/apps\/user\/list$/);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
}

test('signing in draws the whole menu and downloads no JavaScript of an area not opened', async ({
  page,
}) => {
  const requested = recordRemoteRequests(page);
  await signIn(page);
  const menu = page.getByRole('complementary', { name: 'Main navigation' });
  // Every area's entries are in the menu…
  // (An entry's name may go on with its badge: "Chat 3 unread messages".)
  for (const name of ['Email', 'Chat', 'Calendar']) {
    await expect(menu.getByRole('link', { name: new RegExp(`^${name}( |$)`) })).toBeVisible();
  }
  for (const name of ['Invoice', 'Academy']) {
    await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // …from one metadata document per area, in the page's language…
  for (const origin of Object.values(REMOTES)) {
    expect(requested).toContain(`${origin}/area-meta.en.json`);
  }
  // …and the only area whose code came is the one the landing page belongs to.
  expect(scriptsOf(requested, REMOTES.admin).length).toBeGreaterThan(0);
  for (const [name, origin] of UNOPENED) {
    expect([name, scriptsOf(requested, origin)]).toEqual([name, []]);
  }
});

test("pointing at an area's link starts loading it; opening it shows its screen", async ({ page }) => {
  await signIn(page);
  const requested = recordRemoteRequests(page);
  const chat = page
    .getByRole('complementary', { name: 'Main navigation' })
    .getByRole('link', { name: 'Chat' });
  await chat.hover();
  await expect
    .poll(() => scriptsOf(requested, REMOTES.chat).some((u) => u.includes('remoteEntry')))
    .toBe(true);
  // Nothing of the other areas came with it.
  for (const [name, origin] of UNOPENED.filter(([n]) => n !== 'chat')) {
    expect([name, scriptsOf(requested, origin)]).toEqual([name, []]);
  }
  await chat.click();
  await expect(page).toHaveURL(/\/apps\/chat$/);
  await expect(page).toHaveTitle(/^Chat/);
  await expect(page.getByText('This area is unavailable')).toHaveCount(0);
});

test("a language switch fetches the other language's strings, and only those", async ({ page }) => {
  await signIn(page);
  const requested = recordRemoteRequests(page);
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  const menu = page.getByRole('complementary', { name: 'Navigation principale' });
  // Menu entries of areas never opened are in French: their metadata came in French.
  await expect(menu.getByRole('link', { name: 'Discussion' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utilisateurs');
  for (const origin of Object.values(REMOTES)) {
    expect(requested).toContain(`${origin}/area-meta.fr.json`);
  }
  // The opened area's French strings (a chunk of its own); no other area's code, no other language.
  expect(scriptsOf(requested, REMOTES.admin).some((u) => /\/i18n-fr\.[0-9a-f]+\.js$/.test(u))).toBe(true);
  for (const [name, origin] of UNOPENED) {
    expect([name, scriptsOf(requested, origin)]).toEqual([name, []]);
  }
  expect(requested.filter((u) => /(area-meta|i18n-)[.-]?ar/.test(u))).toEqual([]);
});
