import { expect, test } from '../support/tenant';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import satisfies from 'semver/functions/satisfies';
import type { Server } from 'node:http';
import { ADMIN, login } from '../support/session';
import { buildRemote, pointRemoteAt, registryFromFile, ROOT } from '../support/registry';
import { extractRelease, FIXTURE, previousRelease } from '../support/previousRelease';
import type * as StaticServer from '@atrium/build/server';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveApp } = require('@atrium/build/server') as typeof StaticServer;

const PORT = 3013;
const hostVersion = (folder: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as { version: string }).version;

// One fixture folder and one port: one build at a time.
test.describe.configure({ mode: 'serial' });

/**
 * Builds the invoice area from `commit` against the shared packages of then (at `versions`, if given),
 * serves it as the invoice area of the unchanged host build, signs in and opens its list. Returns the
 * scripts the page fetched from it.
 */
async function openInvoiceBuiltAt(
  page: Page,
  commit: string,
  versions: Record<string, string>,
  check: (scripts: string[]) => Promise<void>,
) {
  const removeRelease = extractRelease(commit, versions);
  const output = path.join(FIXTURE, 'dist');
  let server: Server | undefined;
  let restore = () => {};
  try {
    buildRemote(FIXTURE, output);
    server = await serveApp({ app: 'invoice', dir: output, port: PORT });
    restore = pointRemoteAt('invoice', `http://localhost:${PORT}/mf-manifest.json`);
    await registryFromFile(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`http://localhost:${PORT}/`) && r.url().endsWith('.js')) scripts.push(r.url());
    });
    await login(page, ADMIN, '/apps/invoice/list');
    await check(scripts);
  } finally {
    restore();
    server?.close();
    removeRelease();
  }
}

async function expectWorks(page: Page) {
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: /create invoice/i }).first()).toBeVisible();
  await expect(page.getByText('This area is unavailable')).toHaveCount(0);
}

test('an area built against the previous release of the shared packages works, or is refused with the reason', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The invoice area as its team built it at the previous release: its source and @atrium/ui, platform
  // and contracts of then, built with today's factory (which stamps the ranges on its metadata).
  const { commit, versions } = previousRelease();
  // The page holds one @atrium/platform, the host's: the area's range must contain it. @atrium/ui and
  // @atrium/contracts are shared by range: a copy that does not meet it is the area's own.
  const platform = hostVersion('shared/platform');
  const range = `^${versions['@atrium/platform']}`;
  await openInvoiceBuiltAt(page, commit, versions, async (scripts) => {
    if (satisfies(platform, range)) return expectWorks(page);
    await expect(page.getByText('This area is unavailable')).toBeVisible();
    await expect(page.getByTestId('area-shared-error')).toHaveText(
      `It was built for @atrium/platform ${range}, and this version of Atrium has ${platform}, so it was not loaded.`,
    );
    // Refused from its metadata: none of its code was fetched. The rest of the shell works.
    expect(scripts).toEqual([]);
    await page.goto('/apps/ecommerce/product/list');
    await expect(page.getByRole('table')).toBeVisible();
  });
});

test('an area built against a newer @atrium/ui than the host has works fully, on its own copy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Today's sources, with @atrium/ui one minor ahead of the host's: the area asks for ^x.(y+1).0, which
  // the host's copy does not meet, so the federation runtime gives it the copy it brought.
  const [major, minor] = hostVersion('shared/ui').split('.').map(Number);
  const newer = `${major}.${minor + 1}.0`;
  await openInvoiceBuiltAt(page, 'HEAD', { '@atrium/ui': newer }, async (scripts) => {
    await expectWorks(page);
    expect(scripts.length).toBeGreaterThan(0);
    // The federation runtime's share scope: the area's copy of @atrium/ui is the one it loaded.
    const loaded = await page.evaluate(() => {
      type Shared = Record<string, { from: string; loaded?: boolean; loading?: unknown }>;
      const scopes = (
        globalThis as {
          __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Shared>>> };
        }
      ).__FEDERATION__!.__SHARE__;
      return Object.values(scopes).flatMap((scope) =>
        Object.entries(scope.default?.['@atrium/ui'] ?? {})
          .filter(([, shared]) => shared.loaded || shared.loading)
          .map(([version, shared]) => `${version} from ${shared.from}`),
      );
    });
    expect(loaded).toContain(`${newer} from invoice`);
  });
});
