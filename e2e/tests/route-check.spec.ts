import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/session';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, VISITOR_ROUTES } from '../support/productRoutes';

// The route check: every screen of the product opens as its own page at its address — not the
// not-found page, not an error, not a redirect — with a heading. Each batch reports every route that
// fails, not only the first.
test.describe.configure({ mode: 'parallel' });

const BROKEN =
  /page not found|this area is unavailable|something went wrong|internal server error|could not be loaded/i;

async function problemOf(page: Page, route: string): Promise<string | null> {
  await page.goto(route);
  const heading = page.getByRole('heading').first();
  try {
    await expect(heading).toBeVisible();
  } catch {
    return `${route}: no heading`;
  }
  const path = new URL(page.url()).pathname;
  if (path !== route.split('?')[0]) return `${route}: sent to ${path}`;
  const body = await page.locator('body').innerText();
  const broken = BROKEN.exec(body);
  return broken ? `${route}: shows "${broken[0]}"` : null;
}

const batches = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

for (const [index, routes] of batches(SIGNED_IN_ROUTES, 24).entries()) {
  test(`signed in as the admin, screens ${index * 24 + 1}–${index * 24 + routes.length} open as pages`, async ({
    page,
  }) => {
    await login(page);
    const problems: string[] = [];
    for (const route of routes) {
      const problem = await problemOf(page, route);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
}

test('public and sign-in pages open for a visitor', async ({ page }) => {
  const problems: string[] = [];
  for (const route of [...PUBLIC_ROUTES, ...VISITOR_ROUTES]) {
    const problem = await problemOf(page, route);
    if (problem) problems.push(problem);
  }
  expect(problems).toEqual([]);
});
