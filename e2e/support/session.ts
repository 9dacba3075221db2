import { expect, type Browser, type Page } from '@playwright/test';

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

/** What a signed-in browser keeps (local storage of the host's origin), by account, once per worker. */
const savedSessions = new Map<string, Promise<Record<string, string>>>();

/**
 * Keys a test sets itself before signing in (its language): a saved session never overrides them.
 */
const TEST_OWNED_KEYS = new Set(['language']);

const restoredPages = new WeakSet<Page>();

async function signInOnce(browser: Browser, account: Account): Promise<Record<string, string>> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  try {
    const page = await context.newPage();
    await signInThroughForm(page, account);
    const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    return Object.fromEntries(Object.entries(stored).filter(([key]) => !TEST_OWNED_KEYS.has(key)));
  } finally {
    await context.close();
  }
}

function savedSession(browser: Browser, account: Account) {
  let saved = savedSessions.get(account.email);
  if (!saved) {
    saved = signInOnce(browser, account);
    savedSessions.set(account.email, saved);
  }
  return saved;
}

/**
 * Opens `to` (the role's landing page by default) signed in as `account`, from a session signed in
 * through the form once per worker and saved: a test that is not about signing in does not pay for
 * the login document and its form (about a second each). The saved storage is written before the
 * page's first script runs, once per tab, so a test that signs out stays signed out across reloads.
 */
export async function login(page: Page, account: Account = ADMIN, to?: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error('login() needs a page of a browser context');
  // A saved session brings the sample data it was saved with: restoring a second one would undo what
  // the test changed since. A second account in one test signs in through the form.
  if (restoredPages.has(page))
    throw new Error('login() restores a session once per page: use signInThroughForm');
  restoredPages.add(page);
  const stored = await savedSession(browser, account);
  const marker = `atrium-e2e-session-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ entries, marker, origin }) => {
      if (location.origin !== origin || sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { entries: stored, marker, origin: ORIGIN },
  );
  await page.goto(to ?? '/');
  await expect(page.locator('#main-content')).toBeVisible();
}
