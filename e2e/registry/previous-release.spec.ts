import { expect, test } from '../support/tenant';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { ADMIN, login } from '../support/session';
import { buildRemote, pointRemoteAt, registryFromFile, ROOT } from '../support/registry';
import { extractRelease, FIXTURE, previousRelease } from '../support/previousRelease';
import satisfies from 'semver/functions/satisfies';
import type { Server } from 'node:http';
import type * as StaticServer from '@atrium/build/server';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveApp } = require('@atrium/build/server') as typeof StaticServer;

const PORT = 3013;
const hostVersion = (folder: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as { version: string }).version;

test('an area built against the previous release of the shared packages works, or is refused with the reason', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The invoice area as its team built it at the previous release: its source and @atrium/ui, platform
  // and contracts of then, built with today's factory (which stamps the ranges on its metadata).
  const { commit, versions } = previousRelease();
  const removeRelease = extractRelease(commit);
  const output = path.join(FIXTURE, 'dist');
  let server: Server | undefined;
  let restore = () => {};
  try {
    buildRemote(FIXTURE, output);
    server = await serveApp({ app: 'invoice', dir: output, port: PORT });
    restore = pointRemoteAt('invoice', `http://localhost:${PORT}/mf-manifest.json`);
    await registryFromFile(page);
    const entries: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`http://localhost:${PORT}/`) && /remoteEntry|\.js$/.test(r.url()))
        entries.push(r.url());
    });

    await login(page, ADMIN, '/apps/invoice/list');
    // The page holds one @atrium/platform, the host's: the area's range must contain it. @atrium/ui and
    // @atrium/contracts are shared by range: a copy that does not meet it is the area's own.
    const platform = hostVersion('shared/platform');
    const range = `^${versions['@atrium/platform']}`;
    if (satisfies(platform, range)) {
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('button', { name: /create invoice/i })).toBeVisible();
    } else {
      await expect(page.getByText('This area is unavailable')).toBeVisible();
      await expect(page.getByTestId('area-shared-error')).toHaveText(
        `It was built for @atrium/platform ${range}, and this version of Atrium has ${platform}, so it was not loaded.`,
      );
      // Refused from its metadata: none of its code was fetched. The rest of the shell works.
      expect(entries).toEqual([]);
      await page.goto('/apps/ecommerce/product/list');
      await expect(page.getByRole('table')).toBeVisible();
    }
  } finally {
    restore();
    server?.close();
    removeRelease();
  }
});
