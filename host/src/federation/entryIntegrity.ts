import type { Registry, RemoteEntry } from './registry';

/** An entry file that does not match the registry's hash: the area is refused, and says why. */
export class IntegrityError extends Error {
  override name = 'IntegrityError';
  constructor(
    readonly area: string,
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/** The SRI form of a SHA-384 digest of `bytes`: `sha384-<base64>`, as `npm run publish:area` writes it. */
export async function sri384(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

/** Each area's published hashes, by the absolute URL of the entry file they are for. */
const expected = new Map<string, { area: string; files: Map<string, { file: string; hash: string }> }>();

/** Remembers the registry's hashes (bootstrap, as it registers the remotes with the runtime). */
export function expectIntegrity(registry: Registry): void {
  expected.clear();
  for (const remote of registry.remotes) setExpected(remote);
}

function setExpected(remote: RemoteEntry): void {
  const files = new Map(
    Object.entries(remote.integrity ?? {}).map(([file, hash]) => [
      new URL(file, remote.manifest).href,
      { file, hash },
    ]),
  );
  expected.set(remote.name, { area: remote.name, files });
}

/** The hash an area's entry must have, or null when the registry published none for the area. */
export function expectedHash(area: string, entryUrl: string): { file: string; hash: string } | null {
  const known = expected.get(area);
  if (!known || known.files.size === 0) return null;
  const url = new URL(entryUrl);
  url.search = '';
  const match = known.files.get(url.href);
  // Hashes were published for this area, but not for this file: it is not the build published.
  if (!match)
    throw new IntegrityError(
      area,
      url.pathname,
      `The ${area} area's entry ${url.href} has no published hash.`,
    );
  return match;
}

/**
 * Fetches an area's entry file and compares its SHA-384 with the registry's, before any of it runs:
 * whoever could change a file on the area's server cannot run code in the page without also changing
 * the registry, which only an admin can, audited. Resolves when it matches or when the registry has
 * no hash for the area; throws IntegrityError on a mismatch.
 */
export async function verifyEntry(
  area: string,
  entryUrl: string,
  load: (url: string) => Promise<ArrayBuffer> = (url) =>
    fetch(url, { cache: 'no-cache', credentials: 'omit' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.arrayBuffer();
    }),
): Promise<string | null> {
  const want = expectedHash(area, entryUrl);
  if (!want) return null;
  const algorithm = want.hash.split('-')[0];
  if (algorithm !== 'sha384')
    throw new IntegrityError(area, want.file, `The ${area} area's hash of ${want.file} is not SHA-384.`);
  const got = await sri384(await load(entryUrl));
  if (got !== want.hash)
    throw new IntegrityError(
      area,
      want.file,
      `The ${area} area's ${want.file} does not match its published hash (expected ${want.hash}, got ${got}).`,
    );
  return want.hash;
}
