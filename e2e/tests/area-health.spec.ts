import { expect, test } from '../support/tenant';
import { ADMIN, login } from '../support/session';

// Per-area telemetry from real page loads: an admin opens an area's page and leaves it; the shell sends
// what it saw (the page view, its load phases, its web vitals) as the page hides, and the Platform
// console shows that build's health.
test(
  'a page of an area, opened and left, shows in the console as that build’s views and vitals',
  { tag: ['@admin', '@invoice'] },
  async ({ page }) => {
    await login(page, ADMIN, '/apps/invoice/list');
    await expect(page.getByRole('table', { name: /Invoice/ })).toBeVisible();
    // An interaction, for INP; then the page is hidden (as when its tab is left): the shell sends what it
    // saw. (A headless browser hides no page by itself: the page is told so.)
    await page.getByRole('heading', { level: 1 }).click();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/telemetry') && r.status() === 204);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await sent;
    await page.goto('/apps/platform');

    const health = page.getByRole('table', { name: 'Area health, last 24 hours' });
    const invoice = health.getByRole('row').filter({ hasText: 'invoice' });
    // Viewed once, no errors, and a largest contentful paint in milliseconds.
    await expect(invoice.getByRole('cell').nth(2)).toHaveText('1');
    await expect(invoice.getByRole('cell').nth(3)).toHaveText('0%');
    await expect(invoice.getByRole('cell').nth(4)).toHaveText(/\d ms$/);
  },
);
