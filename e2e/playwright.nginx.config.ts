import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { apiServer } from './support/apiServer';

/**
 * A smoke test of the production builds served by nginx (`npm run serve:nginx`: deploy/nginx rendered,
 * each app on its own port, 3000–3006), as a deployment serves them. It needs `npm run build` first and
 * Debian's nginx, and runs after the Node-served suite, never beside it: the ports are the same.
 */
export default defineConfig({
  testDir: './nginx',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // No retries: a test that passes only on its second try is a bug to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  // Beside the Node-served suite's results, not over them.
  outputDir: './test-results/nginx',
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'nginx', testIgnore: 'roll-forward.spec.ts' },
    // Rewrites the served registry (and nginx reloads): after the rest, alone.
    { name: 'nginx-roll-forward', testMatch: 'roll-forward.spec.ts', dependencies: ['nginx'] },
  ],
  webServer: [
    apiServer(),
    {
      command: 'node ../scripts/nginx.mjs',
      url: 'http://localhost:3000/remotes.json',
      // Never the Node server someone left running on these ports: this suite is about nginx.
      reuseExistingServer: false,
      timeout: 30_000,
      // The script stops nginx and removes its rendered files on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
    },
  ],
});
