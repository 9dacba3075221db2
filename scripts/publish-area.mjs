// npm run publish:area -- <area> [--manifest URL] [--routes /a,/b] [--canary PERCENT] [--roles a,b] [--dry-run]
//
// Records a new version of an area in the API's registry: the manifest URL its build is served at
// (default: the area's `npm run serve` address, http://localhost:<port>/mf-manifest.json) and the
// SHA-384 of its entry files, read from remotes/<area>/dist; a new area names its route prefixes
// (--routes). Live at once, or a canary with --canary
// and/or --roles. Credentials from the environment (never arguments, which the shell's history keeps):
//   ATRIUM_API_URL            the API (default http://localhost:3100)
//   ATRIUM_PUBLISH_TOKEN      a bearer token of a user holding `create Platform`, or
//   ATRIUM_PUBLISH_EMAIL and ATRIUM_PUBLISH_PASSWORD to sign in as one.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { entryIntegrity, parsePublishArgs, publishBody } = require('../shared/build/src/publish-area.cjs');
const { PORTS, AREAS } = require('../shared/build/src/index.cjs');
const ROOT = path.resolve(import.meta.dirname, '..');

async function signIn(api) {
  if (process.env.ATRIUM_PUBLISH_TOKEN) return process.env.ATRIUM_PUBLISH_TOKEN;
  const { ATRIUM_PUBLISH_EMAIL: email, ATRIUM_PUBLISH_PASSWORD: password } = process.env;
  if (!email || !password)
    throw new Error('Set ATRIUM_PUBLISH_TOKEN, or ATRIUM_PUBLISH_EMAIL and ATRIUM_PUBLISH_PASSWORD');
  const answer = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok || typeof body.accessToken !== 'string')
    throw new Error(`Signing in as ${email} failed: ${body.message ?? answer.status}`);
  return body.accessToken;
}

async function main() {
  const options = parsePublishArgs(process.argv.slice(2));
  const known = AREAS.includes(options.area);
  if (!known && !options.manifest)
    throw new Error(`${options.area} is not one of ${AREAS.join(', ')}: give its --manifest URL`);
  const manifest = options.manifest ?? `http://localhost:${PORTS[options.area]}/mf-manifest.json`;
  const integrity = entryIntegrity(path.join(ROOT, 'remotes', options.area, 'dist'));
  const body = publishBody({ ...options, manifest, integrity });
  if (options.dryRun) {
    console.log(JSON.stringify(body, null, 2));
    return;
  }
  const api = (process.env.ATRIUM_API_URL ?? 'http://localhost:3100').replace(/\/$/, '');
  const token = await signIn(api);
  const answer = await fetch(
    `${api}/api/platform/registry/areas/${encodeURIComponent(options.area)}/versions`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    },
  );
  const result = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(`The API refused the version (${answer.status}): ${result.message ?? ''}`);
  console.log(
    `${options.area} version ${result.version} published (${result.status}): ${result.manifest}\n` +
      Object.entries(result.integrity)
        .map(([file, hash]) => `  ${file} ${hash}`)
        .join('\n'),
  );
}

main().catch((error) => {
  console.error(`publish:area: ${error.message}`);
  process.exitCode = 1;
});
