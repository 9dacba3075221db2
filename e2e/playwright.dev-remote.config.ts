import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';

/**
 * A smoke test of `npm run dev:remote -- chat`: the chat remote on its development server, the host
 * and the other remotes from their production builds (`npm run build` first). Uses ports 3000–3006.
 */
export default defineConfig({
  testDir: './dev-remote',
  timeout: 120_000,
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
    command: 'node ../scripts/dev-remote.mjs chat',
    url: 'http://localhost:3004/mf-manifest.json',
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
