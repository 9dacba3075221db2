import path from 'node:path';
import type { Page } from '@playwright/test';
import type * as Publish from '@atrium/build/publish-area';
import { expect, test } from '../support/tenant';
import { ADMIN, login } from '../support/session';
import { ROOT } from '../support/registry';

// Playwright runs the suites as CommonJS; the publish helpers are CommonJS (shared/build).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { entryIntegrity, sri384 } = require('@atrium/build/publish-area') as typeof Publish;

/** The invoice build `npm run serve` serves: the one these versions publish, at its own address. */
const INVOICE = 'http://localhost:3002/mf-manifest.json';

/** POSTs a version of the invoice area, signed in as the page's user (in the test's tenant). */
function publish(page: Page, integrity: Record<string, string>) {
  return page.evaluate(
    async ({ manifest, integrity }) => {
      const token = JSON.parse(localStorage.getItem('accessToken') ?? 'null') as string;
      const answer = await fetch('/api/platform/registry/areas/invoice/versions', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ manifest, integrity }),
      });
      return { status: answer.status, body: (await answer.json()) as { version: number } };
    },
    { manifest: INVOICE, integrity },
  );
}

const invoiceRow = (page: Page) =>
  page.getByRole('table', { name: 'Platform console' }).getByRole('row').filter({ hasText: 'invoice' });

test(
  'an admin publishes a version, sees it live, rolls back a tampered one from the console, and overrides an area for the session',
  { tag: ['@admin', '@invoice'] },
  async ({ page }) => {
    test.setTimeout(90_000);
    await login(page, ADMIN, '/apps/platform');
    await expect(invoiceRow(page)).toContainText('Version 1');

    // Version 2: the build as it is served, with the hash of its entry, as `npm run publish:area` makes it.
    const hashes = entryIntegrity(path.join(ROOT, 'remotes/invoice/dist'));
    expect((await publish(page, hashes)).status).toBe(201);
    await page.reload();
    await expect(invoiceRow(page)).toContainText('Version 2');
    // Live: the invoice screens load it, its entry checked against the hash first.
    await page.goto('/apps/invoice/list');
    await expect(page.getByRole('table')).toBeVisible();

    // Version 3 claims another entry than the one served: the host refuses to run it.
    const tampered = { 'remoteEntry.js': sri384('not the entry that is served') };
    expect((await publish(page, tampered)).status).toBe(201);
    await page.goto('/apps/invoice/list');
    await expect(page.getByRole('heading', { name: 'This area is unavailable' })).toBeVisible();
    await expect(page.getByTestId('area-integrity-error')).toContainText('remoteEntry.js');
    await expect(page.getByRole('table')).toHaveCount(0);

    // Rolled back from the console: version 2 is live again, and the invoice screens work.
    await page.goto('/apps/platform');
    await expect(invoiceRow(page)).toContainText('Version 3');
    await page.getByRole('button', { name: 'Roll back invoice' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
    await expect(invoiceRow(page)).toContainText('Version 2');
    await page.getByRole('button', { name: 'History of invoice' }).click();
    const history = page.getByRole('list', { name: 'Versions of invoice' });
    await expect(history.getByRole('listitem')).toHaveText([
      /Version 3\s*Withdrawn/,
      /Version 2\s*Live/,
      /Version 1\s*Previous/,
    ]);
    await page.keyboard.press('Escape');
    await page.goto('/apps/invoice/list');
    await expect(page.getByRole('table')).toBeVisible();

    // An override for this session: refused from an origin the server does not allow, then set.
    await page.goto('/apps/platform');
    await page.getByRole('button', { name: 'Override invoice for my session' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Manifest URL').fill('https://builds.example.com/invoice/mf-manifest.json');
    await dialog.getByRole('button', { name: 'Override and reload' }).click();
    await expect(dialog).toContainText('https://builds.example.com is not one');
    await dialog.getByLabel('Manifest URL').fill(INVOICE);
    await dialog.getByRole('button', { name: 'Override and reload' }).click();
    const banner = page.getByTestId('override-banner');
    await expect(banner).toContainText(`loads the invoice area from ${INVOICE}`);
    await expect(invoiceRow(page)).toContainText('Override on');
    // The banner stays on every page until it is ended.
    await page.goto('/apps/invoice/list');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'End override' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(banner).toHaveCount(0);
  },
);
