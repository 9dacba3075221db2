import { expect, test } from '../support/tenant';
import path from 'node:path';
import { signInThroughForm } from '../support/session';
import { buildRemote, pointRemoteAt, registryFromFile, ROOT } from '../support/registry';
import type * as StaticServer from '@atrium/build/server';

// The static server is CommonJS (shared/build); Playwright runs this suite as CommonJS too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveApp } = require('@atrium/build/server') as typeof StaticServer;

const SECOND_BUILD_PORT = 3011;
const SECOND_BUILD_DIR = path.join(ROOT, 'remotes/ecommerce/dist-e2e-release');
const RELEASE = 'e2e-second-release';

test('a remote rebuilt and served elsewhere shows up in the unchanged host build', async ({ page }) => {
  test.setTimeout(120_000);
  // The ecommerce team ships a new build with a visible change (its release label)…
  buildRemote(path.join(ROOT, 'remotes/ecommerce'), SECOND_BUILD_DIR, { ATRIUM_RELEASE: RELEASE });
  const server = await serveApp({ app: 'ecommerce', dir: SECOND_BUILD_DIR, port: SECOND_BUILD_PORT });
  // …and the served registry is pointed at it, as a deployment does: the host build is not touched nor
  // its server restarted, and the shell's Content-Security-Policy, built from the registry, follows.
  const restore = pointRemoteAt('ecommerce', `http://localhost:${SECOND_BUILD_PORT}/mf-manifest.json`);
  await registryFromFile(page);
  try {
    const fromSecondBuild: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`http://localhost:${SECOND_BUILD_PORT}/`)) fromSecondBuild.push(r.url());
    });
    await signInThroughForm(page);
    await page.goto('/apps/ecommerce/product/list');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText(`ecommerce ${RELEASE}`)).toBeVisible();
    expect(fromSecondBuild.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  } finally {
    restore();
    server.close();
  }
});
