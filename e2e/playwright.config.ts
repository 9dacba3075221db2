import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { apiServer } from './support/apiServer';

/**
 * End-to-end tests of the composed, production-built platform: `npm run build` first; the web servers
 * below are the API server on a freshly seeded database (3100) and every app on its own origin (host
 * 3000, which forwards `/api` to the API server; remotes 3001–3006).
 */
export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests run side by side, those of one file too: each has a browser context of its own, whose API
  // calls are a tenant of their own on the API server (support/tenant.ts), and shares nothing with the others (so no worker waits out a long file at the end).
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'platform', testDir: './tests' },
    // These change what the server serves (they roll a remote forward by rewriting the registry), so they
    // run after everything else, one at a time.
    {
      name: 'roll-forward',
      testDir: './registry',
      testMatch: 'runtime-composition.spec.ts',
      dependencies: ['platform'],
    },
    {
      name: 'malformed-area',
      testDir: './registry',
      testMatch: 'malformed-area.spec.ts',
      dependencies: ['roll-forward'],
    },
    {
      name: 'previous-release',
      testDir: './registry',
      testMatch: 'previous-release.spec.ts',
      dependencies: ['malformed-area'],
    },
  ],
  webServer: [
    apiServer(),
    {
      command: 'node ../scripts/serve.mjs --no-api',
      url: 'http://localhost:3000/remotes.json',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
