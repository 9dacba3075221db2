// The authentication pages of the single-bundle build (the build aliases host/src/auth's module to this
// one): this build's registry, known at build time (the federated one is fetched from /remotes.json),
// and a prefetch of the app's start-up scripts read from its document alone (there is no federation
// manifest).
import type { AuthDocumentOptions } from '../auth/authDocumentOptions';
import { composedRegistry } from './composedRegistry';

/** The app document and an empty stand-in for the federation manifest: the document names every start-up script. */
async function documentOnly(url: string): Promise<string> {
  if (url === '/mf-manifest.json') return '{}';
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

export const authDocumentOptions: AuthDocumentOptions = {
  registry: () => Promise.resolve(composedRegistry()),
  fetchText: documentOnly,
};
