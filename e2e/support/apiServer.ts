import { expect, type APIRequestContext } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The API server the suites sign in against: on a database of its own, seeded afresh for the run, with
 * test tenants on (see tenant.ts). The folder is chosen once, in the runner's process; its workers
 * inherit it through the environment.
 */
export function apiServer() {
  process.env.ATRIUM_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-db-'));
  return {
    command: 'npm run api',
    cwd: path.resolve(__dirname, '../..'),
    url: 'http://127.0.0.1:3100/api/ready',
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    env: {
      ATRIUM_DATA_DIR: process.env.ATRIUM_E2E_DATA_DIR,
      ATRIUM_TEST_TENANTS: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
}

/**
 * Waits until the API server answers through the host's `/api` (a development command starts it beside
 * the dev servers, and its first start, which seeds its database, can end after theirs).
 */
export async function untilApiReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get('http://localhost:3000/api/ready').catch(() => null))?.status(), {
      timeout: 120_000,
    })
    .toBe(200);
}
