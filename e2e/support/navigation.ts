import type { Page } from '@playwright/test';

/**
 * Goes to `to` inside the running app, as a link would: the app's router takes the new address
 * without a document load (a test about the first load of a deep link uses `page.goto`).
 */
export async function navigateInApp(page: Page, to: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
}
