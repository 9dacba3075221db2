import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type * as StaticServer from '@atrium/build/server';

// The static server is CommonJS (shared/build); Playwright runs the suites as CommonJS too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROOT } = require('@atrium/build/server') as typeof StaticServer;

const REGISTRY = path.join(ROOT, 'host/dist/remotes.json');

/**
 * Points one area of the served static registry at another build, as a deployment without the API's
 * registry rolls a remote forward: by changing its URL in `remotes.json` (the server's CSP follows the
 * file too). The page reads it when the API's registry is answered from it (`registryFromFile`).
 * Returns the undo.
 */
export function pointRemoteAt(name: string, manifest: string): () => void {
  const original = readFileSync(REGISTRY, 'utf8');
  const registry = JSON.parse(original) as { remotes: { name: string; manifest: string }[] };
  const remote = registry.remotes.find((r) => r.name === name);
  if (!remote) throw new Error(`No remote "${name}" in ${REGISTRY}`);
  remote.manifest = manifest;
  writeFileSync(REGISTRY, JSON.stringify(registry, null, 2));
  return () => writeFileSync(REGISTRY, original);
}

/**
 * Answers the page's `GET /api/platform/registry` with the served registry file, so that a remote
 * pointed at another build with `pointRemoteAt` is what the page loads (the API's registry is
 * changed through its own calls instead: tests/platform-registry.spec.ts). The file's origins are in
 * the shell's policy either way: it is the host's fallback registry.
 */
export async function registryFromFile(page: Page): Promise<void> {
  await page.route('**/api/platform/registry', (route) =>
    route.fulfill({ contentType: 'application/json', body: readFileSync(REGISTRY, 'utf8') }),
  );
}

/** A production build of the app in `dir` into `outputPath`, as its team's pipeline would make it. */
export function buildRemote(dir: string, outputPath: string, env: Record<string, string> = {}): void {
  execFileSync('npx', ['rspack', 'build', '--mode', 'production', '--output-path', outputPath], {
    cwd: dir,
    // The repository's type check has passed by then (npm test): the suite builds, it does not check.
    env: { ...process.env, ATRIUM_TYPECHECK: '0', ...env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
}

export { ROOT };
