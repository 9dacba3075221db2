import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';

/**
 * A smoke test of `npm start`: the host and the six remotes on their development servers (ports
 * 3000–3006, the in-browser mock API), as a developer runs them. Run after the production e2e suite,
 * which uses the same ports.
 */
export default defineConfig({
  testDir: './dev',
  timeout: 180_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: 'node ../scripts/dev.mjs',
    url: 'http://localhost:3000/remotes.json',
    // Never an existing server: it could be the production builds, and this tests development mode.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
