import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './browser';

/**
 * A Playwright config for a smoke test of a development command (`npm start`, `npm run dev:remote`):
 * it starts the command itself, never reuses a server (it could be the production builds), and waits
 * for `readyUrl`. The command uses ports 3000–3006, so it runs after the production e2e suite.
 */
export function devServerConfig({
  testDir,
  command,
  readyUrl,
  timeout,
}: {
  testDir: string;
  command: string;
  readyUrl: string;
  timeout: number;
}) {
  return defineConfig({
    testDir,
    timeout,
    expect: { timeout: 20_000 },
    workers: 1,
    retries: 0,
    reporter: [['list']],
    use: {
      baseURL: 'http://localhost:3000',
      trace: 'retain-on-failure',
      launchOptions: chromiumLaunchOptions(),
    },
    webServer: { command, url: readyUrl, reuseExistingServer: false, timeout, stdout: 'pipe' },
  });
}
