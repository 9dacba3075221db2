import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';

/**
 * End-to-end tests of the composed, production-built platform: `npm run build` first; the web server
 * below serves every app on its own origin (host 3000, remotes 3001–3006).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: 'node ../scripts/serve.mjs',
    url: 'http://localhost:3000/remotes.json',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
