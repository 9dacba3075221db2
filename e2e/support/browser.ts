// The suites launch the Chromium the scripts use (one definition: scripts/lib/chromium.mjs).
export { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
