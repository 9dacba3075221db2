// Chromium for the scripts and the e2e suites: PLAYWRIGHT_CHROMIUM_PATH if set, else Debian's
// /usr/bin/chromium when present (browsers cannot be downloaded on this project's machines), else
// Playwright's own browser.
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The Chromium executable to launch, or undefined for Playwright's own. */
export const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

/** Flags that keep a measured or tested browser quiet: no background traffic, no sandbox in containers. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's launch options. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath, args: [...CHROMIUM_FLAGS] };
}
