import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium for the suite: PLAYWRIGHT_CHROMIUM_PATH if set, else Debian's /usr/bin/chromium when present
 * (browsers cannot be downloaded on this project's machines), else Playwright's own browser.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const explicit = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  const debian = '/usr/bin/chromium';
  const executablePath = explicit || (existsSync(debian) ? debian : undefined);
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}
