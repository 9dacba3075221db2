// What `npm run publish:area -- <area>` sends the API: the built area's manifest URL and the SHA-384
// of its entry files (SRI form), read from its production build (`remotes/<area>/dist`). The host
// refuses an entry that does not match (host/src/federation/entryIntegrity.ts), so the hashes must be
// of the very files the manifest URL serves: publish the build that was deployed.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** `sha384-<base64>` of some bytes, as the browser's Subresource Integrity writes it. */
const sri384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The entry files a Module Federation manifest names (`metaData.remoteEntry`), relative to the
 * manifest, each with its hash. Throws, naming the problem, on a manifest without an entry or an entry
 * that is not in the build.
 */
function entryIntegrity(distDir) {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    throw new Error(
      `${manifestFile} cannot be read (${error.message}): build the area first (npm run build)`,
    );
  }
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !entry.name)
    throw new Error(`${manifestFile} names no remote entry (metaData.remoteEntry)`);
  const file = path.posix.join(entry.path || '', entry.name).replace(/^\/+/, '');
  const absolute = path.join(distDir, file);
  if (!absolute.startsWith(path.resolve(distDir) + path.sep))
    throw new Error(`${manifestFile}'s entry ${file} is outside the build`);
  return { [file]: sri384(readFileSync(absolute)) };
}

/**
 * The arguments: `<area> [--manifest URL] [--routes /a,/b] [--canary PERCENT] [--roles a,b] [--dry-run]`
 * (`--routes`: the route prefixes the build owns; a new area must name them, a known one keeps its own).
 */
function parsePublishArgs(argv) {
  const options = {
    area: undefined,
    manifest: undefined,
    routes: undefined,
    canary: undefined,
    roles: [],
    dryRun: false,
  };
  const list = (text) =>
    text
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--manifest') options.manifest = value();
    else if (arg === '--canary') options.canary = Number(value());
    else if (arg === '--roles') options.roles = list(value());
    else if (arg === '--routes') options.routes = list(value());
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}`);
    else if (options.area === undefined) options.area = arg;
    else throw new Error(`One area at a time (got ${options.area} and ${arg})`);
  }
  if (!options.area) throw new Error('Name the area to publish: npm run publish:area -- <area>');
  return options;
}

/** The body of POST /api/platform/registry/areas/{area}/versions. */
function publishBody({ manifest, integrity, routes, canary, roles }) {
  const body = { manifest, integrity };
  if (routes) body.routes = routes;
  if (canary !== undefined || roles.length) body.canary = { percent: canary ?? 0, roles };
  return body;
}

module.exports = { sri384, entryIntegrity, parsePublishArgs, publishBody };
