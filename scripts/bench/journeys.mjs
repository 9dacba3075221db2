/* global window, document -- in the functions given to page.evaluate / waitForFunction, run in the page */
// The journeys, each in a fresh browser context (cold cache, no service worker yet).
import { installBench } from './inPage.mjs';
import { countWireBytes } from './wire.mjs';
import { ADMIN, AREA_SCREENS, DASHBOARDS, LANDING, LOGIN_FORM, PRODUCTS, newRows } from './pages.mjs';

/** How long any one step may take before the run is recorded as failed (null). */
const STEP_TIMEOUT_MS = 30_000;

async function openPage(browser, { storageState, watches = [] } = {}) {
  const context = await browser.newContext({ storageState });
  await context.addInitScript(installBench, watches);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const wire = await countWireBytes(browser, context, page);
  const close = async () => {
    await wire.close();
    await context.close();
  };
  return { context, page, wire, close };
}

/** Resolves to what the document recorded for `name` (see installBench's watches). */
const recorded = (page, name) =>
  page
    .waitForFunction((key) => window.__benchTimes?.[key] !== undefined, name, { polling: 50 })
    .then(() => page.evaluate((key) => window.__benchTimes[key], name));

/** Until the login page's prefetch of the app's scripts has finished. */
async function prefetchDone(page) {
  await page
    .waitForFunction(
      () => {
        const hints = [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.href);
        const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
        return hints.length > 0 && hints.every((href) => loaded.has(href));
      },
      undefined,
      { polling: 50, timeout: 15_000 },
    )
    .catch(() => {
      // No prefetch (or not finished): the app loads its scripts after the click, as it would.
    });
}

/**
 * The login page until its form is usable, then signing in until the landing page's first row:
 * { loginBytes, loginMs, signInBytes, firstContentMs, storageState, requests } (what was counted).
 */
export async function signIn(browser, base) {
  const { context, page, wire, close } = await openPage(browser, {
    watches: [
      { name: 'loginForm', paths: 'login', spec: LOGIN_FORM },
      { name: 'firstContent', paths: 'app', spec: LANDING.ready },
    ],
  });
  try {
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    const formAt = await recorded(page, 'loginForm');
    const loginBytes = wire.bytes();
    const loginMs = await page.evaluate((at) => at - performance.timeOrigin, formAt);
    // The login page fetches the app ahead once the visitor starts typing: let it finish, as it would
    // while a person types.
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await prefetchDone(page);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    const clickedAt = await page.evaluate(() => window.__bench.submitLogin());
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { waitUntil: 'commit' });
    const contentAt = await recorded(page, 'firstContent');
    const signInBytes = wire.bytes() - loginBytes;
    return {
      loginBytes,
      loginMs,
      signInBytes,
      firstContentMs: contentAt === null ? null : contentAt - clickedAt,
      storageState: await context.storageState(),
      requests: wire.requests(),
    };
  } finally {
    await close();
  }
}

/** Clicks the menu link to `path` (opening its group first) and times it until `ready`. */
async function visitFromMenu(page, path, ready) {
  // Groups open level by level: a nested group's toggle is in the page once its parent is open.
  for (let level = 0; level < 3; level += 1) {
    if (await page.evaluate((href) => window.__bench.revealNavLink(href), path)) break;
    await page.waitForFunction(() => true);
  }
  await page.locator(`aside a[href="${path}"]`).waitFor({ state: 'visible' });
  return page.evaluate(
    ([href, spec, timeout]) =>
      window.__bench.clickAndTime({ selector: `aside a[href="${href}"]` }, spec, timeout),
    [path, ready, STEP_TIMEOUT_MS],
  );
}

/** Signed in, from the landing page: one area's screen opened from the menu, away, and again. */
export async function visitArea(browser, base, storageState, screen) {
  const { page, wire, close } = await openPage(browser, {
    storageState,
    watches: [{ name: 'landing', paths: 'app', spec: LANDING.ready }],
  });
  try {
    await page.goto(`${base}${LANDING.path}`, { waitUntil: 'commit' });
    await recorded(page, 'landing');
    const before = wire.bytes();
    const firstMs = await visitFromMenu(page, screen.path, screen.ready);
    const firstBytes = wire.bytes() - before;
    await visitFromMenu(page, LANDING.path, LANDING.ready);
    const secondMs = await visitFromMenu(page, screen.path, screen.ready);
    return { firstMs, secondMs, firstBytes };
  } finally {
    await close();
  }
}

/** Signed in, on the product list: sort by price, then the next page, each until the new rows show. */
export async function productTable(browser, base, storageState) {
  const { page, close } = await openPage(browser, {
    storageState,
    watches: [{ name: 'products', paths: 'app', spec: PRODUCTS.ready }],
  });
  const timeRows = async (click) => {
    const before = await page.evaluate((rows) => window.__bench.signature(rows), PRODUCTS.rows);
    return page.evaluate(
      ([target, spec, timeout]) => window.__bench.clickAndTime(target, spec, timeout),
      [click, newRows(PRODUCTS, before), STEP_TIMEOUT_MS],
    );
  };
  try {
    await page.goto(`${base}${PRODUCTS.path}`, { waitUntil: 'commit' });
    await recorded(page, 'products');
    const sortMs = await timeRows(PRODUCTS.sortButton);
    const nextPageMs = await timeRows(PRODUCTS.nextPage);
    return { sortMs, nextPageMs };
  } finally {
    await close();
  }
}

export { AREA_SCREENS, DASHBOARDS };
