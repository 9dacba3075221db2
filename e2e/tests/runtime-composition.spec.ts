import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { login } from '../support/session';
import type * as StaticServer from '@atrium/build/server';

// The static server is CommonJS (shared/build); Playwright runs this suite as CommonJS too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveApp, distOf, ROOT } = require('@atrium/build/server') as typeof StaticServer;

const SECOND_BUILD_PORT = 3011;
const SECOND_BUILD_DIR = path.join(ROOT, 'remotes/ecommerce/dist-e2e-release');
const RELEASE = 'e2e-second-release';
// The registry the host is served with: the static server builds the shell's Content-Security-Policy
// from it, so a remote is rolled forward the way a deployment does it, by editing this file.
const REGISTRY_FILE = path.join(distOf('host'), 'remotes.json');

interface Registry {
  remotes: { name: string; manifest: string }[];
}

test('a remote rebuilt and served elsewhere shows up in the unchanged host build', async ({ page }) => {
  test.setTimeout(120_000);
  // The ecommerce team ships a new build with a visible change (its release label)…
  execFileSync('npx', ['rspack', 'build', '--mode', 'production', '--output-path', SECOND_BUILD_DIR], {
    cwd: path.join(ROOT, 'remotes/ecommerce'),
    env: { ...process.env, ATRIUM_RELEASE: RELEASE, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  const server = await serveApp({ app: 'ecommerce', dir: SECOND_BUILD_DIR, port: SECOND_BUILD_PORT });
  const original = readFileSync(REGISTRY_FILE, 'utf8');
  try {
    // …and the served registry is pointed at it. The host build is not touched, nor its server restarted.
    const registry = JSON.parse(original) as Registry;
    for (const remote of registry.remotes) {
      if (remote.name === 'ecommerce')
        remote.manifest = `http://localhost:${SECOND_BUILD_PORT}/mf-manifest.json`;
    }
    writeFileSync(REGISTRY_FILE, `${JSON.stringify(registry, null, 2)}\n`);
    const fromSecondBuild: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`http://localhost:${SECOND_BUILD_PORT}/`)) fromSecondBuild.push(r.url());
    });
    await login(page);
    await page.goto('/apps/ecommerce/product/list');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText(`ecommerce ${RELEASE}`)).toBeVisible();
    expect(fromSecondBuild.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  } finally {
    writeFileSync(REGISTRY_FILE, original);
    server.close();
  }
});
