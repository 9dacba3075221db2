import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './browser';

/**
 * A Playwright config for a smoke test of a development command (`npm start`, `npm run dev:remote`):
 * it starts the command itself, never reuses a server (it could be the production builds), and waits
 * for `readyUrl`. The command uses ports 3000–3006, so it runs after the production e2e suite. Its API
 * server gets a database of its own: not the developer's (server/.data), and not the one the previous
 * command's server may still be closing — PGlite writes a freshly seeded database out as it closes,
 * and its lock keeps a second server out until then.
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
    webServer: {
      command,
      url: readyUrl,
      reuseExistingServer: false,
      timeout,
      stdout: 'pipe',
      env: { ATRIUM_DATA_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), 'atrium-dev-db-')), 'pglite') },
    },
  });
}
