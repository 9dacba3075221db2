import { expect, test } from '../support/tenant';
import path from 'node:path';
import type * as StaticServer from '@atrium/build/server';
import { signInThroughForm } from '../support/session';
import { buildRemote, pointRemoteAt, registryFromFile, ROOT } from '../support/registry';
import { rawRequest } from './http';

// The static server is CommonJS (shared/build); Playwright runs this suite as CommonJS too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveApp } = require('@atrium/build/server') as typeof StaticServer;

const SECOND_BUILD_PORT = 3021;
const SECOND_BUILD_ORIGIN = `http://localhost:${SECOND_BUILD_PORT}`;
const SECOND_BUILD_DIR = path.join(ROOT, 'remotes/ecommerce/dist-e2e-nginx-release');
const RELEASE = 'e2e-nginx-release';

/** The Content-Security-Policy nginx sends with the shell now. */
const shellPolicy = async () =>
  (await rawRequest('http://localhost:3000/')).headers['content-security-policy'];

test('a remote rolled forward through the registry shows up in the unchanged host, served by nginx', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The ecommerce team ships a new build with a visible change (its release label), on an origin of its own.
  buildRemote(path.join(ROOT, 'remotes/ecommerce'), SECOND_BUILD_DIR, { ATRIUM_RELEASE: RELEASE });
  const server = await serveApp({ app: 'ecommerce', dir: SECOND_BUILD_DIR, port: SECOND_BUILD_PORT });
  // The deployment changes one URL in the registry. nginx's policy is rendered from the registry, so the
  // configuration is rendered again and nginx reloaded (scripts/nginx.mjs watches remotes.json): the
  // host's files are not touched.
  const restore = pointRemoteAt('ecommerce', `${SECOND_BUILD_ORIGIN}/mf-manifest.json`);
  try {
    await expect.poll(shellPolicy).toContain(SECOND_BUILD_ORIGIN);

    const fromSecondBuild: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${SECOND_BUILD_ORIGIN}/`)) fromSecondBuild.push(r.url());
    });
    // The page takes the registry the deployment edited (the API's is changed through its own calls).
    await registryFromFile(page);
    await signInThroughForm(page);
    await page.goto('/apps/ecommerce/product/list');
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByText(`ecommerce ${RELEASE}`)).toBeVisible();
    expect(fromSecondBuild.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  } finally {
    restore();
    server.close();
  }
  // And back: the registry as it was, the policy as it was.
  await expect.poll(shellPolicy).not.toContain(SECOND_BUILD_ORIGIN);
});
