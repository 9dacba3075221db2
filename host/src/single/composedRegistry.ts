import type { Registry } from '../federation/registry';

/**
 * The registry of the single-bundle build, known at build time: nothing to fetch. Each area's "manifest"
 * is the folder of its metadata documents on this origin, so the federated shell's metadata fetch
 * (fetchAreaMetadata, relative to the manifest) reads them unchanged.
 */
export function composedRegistry(origin: string = window.location.origin): Registry {
  return {
    version: 1,
    remotes: __ATRIUM_COMPOSED_AREAS__.map(({ name, routes, files }) => ({
      name,
      manifest: new URL(files, origin).href,
      routes: [...routes],
    })),
  };
}
