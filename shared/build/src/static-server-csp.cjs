// The Content-Security-Policy the static server sends with a document: only this origin, the remotes of
// the registry (the API's, when the server is given them: static-server-registry.cjs; and those of the
// remotes.json it serves, the host's fallback registry, read again when it changes, so a remote rolled
// forward is allowed without a restart), the API origin, and the document's own inline scripts by
// hash, so no inline script an attacker manages to inject can run.
const crypto = require('node:crypto');
const fs = require('node:fs');

/** Identifies one version of a file; null when it cannot be read. */
function fileStamp(file) {
  try {
    const stats = fs.statSync(file);
    return `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
  } catch {
    return null;
  }
}

/** `read(file)`, computed again only when the file changes. */
function perFileVersion(read) {
  const cache = new Map();
  return (file) => {
    const stamp = fileStamp(file);
    const hit = cache.get(file);
    if (hit && hit.stamp === stamp) return hit.value;
    const value = read(file, stamp !== null);
    cache.set(file, { stamp, value });
    return value;
  };
}

/** `'sha256-…'` of every inline script of a document, as the browser hashes it. */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the script text exists.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const documentScriptHashes = perFileVersion((file, exists) =>
  exists ? inlineScriptHashes(fs.readFileSync(file, 'utf8')) : [],
);

/** An http(s) URL's origin, or null. */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins of the registry's remotes (`{ remotes: [{ name, manifest }] }`). A registry that cannot be
 * read allows no remote: the shell still loads and shows its areas as unavailable. Said once per version
 * of the file, since the result is kept until the file changes.
 */
function createRegistryOrigins(warn) {
  return perFileVersion((file, exists) => {
    if (!exists) return [];
    try {
      const registry = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (!registry || !Array.isArray(registry.remotes)) throw new Error('it has no "remotes" list');
      const origins = new Set();
      for (const remote of registry.remotes) {
        const origin = originOf(remote && remote.manifest);
        if (origin) origins.add(origin);
        else warn(`${file}: remote ${JSON.stringify(remote && remote.name)} has no http(s) manifest URL`);
      }
      return [...origins];
    } catch (error) {
      warn(`${file} cannot be used (${error.message}): documents are served allowing no remote`);
      return [];
    }
  });
}

/** The policy's text. */
function contentSecurityPolicy({ scriptHashes = [], remoteOrigins = [], apiOrigin = null }) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...scriptHashes],
    // styled-components writes its rules into style elements at run time.
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    // A remote's own WebSocket too (ws: for http:, wss: for https:): a remote served by its development
    // server (`npm run dev:remote`) live-reloads through one, and a source naming an http origin does
    // not cover its ws: scheme.
    'connect-src': [
      "'self'",
      ...remoteOrigins,
      ...remoteOrigins.map((origin) => origin.replace(/^http/, 'ws')),
      ...(apiOrigin ? [apiOrigin] : []),
    ],
    // Images cannot run code; any https image is allowed so that a mail's remote images show once the
    // reader asks for them (the email area holds them back until then).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remoteOrigins],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    // A mail's PDF attachment is previewed in a frame from a blob: the page made of the API's answer
    // (typed application/pdf by the page, so the browser's PDF viewer shows it); a blob: address
    // can only be made by this page's own scripts.
    'frame-src': ["'self'", 'blob:'],
    // The mock API's service worker, /mockApiWorker.js (MSW's /mockServiceWorker.js inside).
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * `policyFor(documentFile)`: the policy of one document of `registryFile`'s platform; `policyFor(null)`:
 * the policy of a document with no inline script. `liveOrigins`: the remote origins of the API's
 * registry, or null when it has none to give; the file's are allowed either way.
 * @param {{ registryFile: string, apiBaseUrl?: string, warn?: (message: string) => void, liveOrigins?: () => string[] | null }} options
 */
function createDocumentPolicy({
  registryFile,
  apiBaseUrl,
  warn = (message) => console.warn(message),
  liveOrigins = () => null,
}) {
  const registryOrigins = createRegistryOrigins(warn);
  const apiOrigin = apiBaseUrl ? originOf(apiBaseUrl) : null;
  return (documentFile) =>
    contentSecurityPolicy({
      scriptHashes: documentFile ? documentScriptHashes(documentFile) : [],
      // Both: the file is the host's fallback registry, so its builds must stay loadable too.
      remoteOrigins: [...new Set([...(liveOrigins() ?? []), ...registryOrigins(registryFile)])],
      apiOrigin,
    });
}

module.exports = { createDocumentPolicy, contentSecurityPolicy, inlineScriptHashes };
