import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { Registry, RemoteEntry } from './registry';
import { expectIntegrity } from './entryIntegrity';

/** How the area store gets an area's `./area` module, and forgets a failed attempt. */
export interface AreaLoader {
  load(remote: RemoteEntry): Promise<unknown>;
  /** Drops what the loader cached of a remote that failed, so a retry fetches it again. */
  reset(remote: RemoteEntry): void;
}

/**
 * Tells the federation runtime where each remote's manifest is (nothing is fetched until a load), and
 * the runtime plugin what each entry's hash must be.
 */
export function registerAll(registry: Registry) {
  expectIntegrity(registry);
  registerRemotes(registry.remotes.map((r) => ({ name: r.name, entry: r.manifest })));
}

/** Areas as separately deployed remotes, through the Module Federation runtime. */
export const federatedAreaLoader: AreaLoader = {
  load: (remote) => loadRemote(`${remote.name}/area`),
  // Re-registering makes the runtime drop its cached manifest and entry.
  reset: (remote) => registerRemotes([{ name: remote.name, entry: remote.manifest }], { force: true }),
};
