import { fetchRegistry } from './federation/registry';
import { fetchAreaMetadata } from './federation/fetchAreaMetadata';
import { federatedAreaLoader, registerAll } from './federation/remoteLoader';
import { startShell } from './app/startShell';

// The federated shell: the registry says where each area's remote is; the federation runtime loads an
// area's entry and contract from there when one of its screens is opened.
void startShell({
  // The runtime only learns where each remote is here: nothing is fetched until an area loads.
  loadRegistry: () =>
    fetchRegistry().then((registry) => {
      registerAll(registry);
      return registry;
    }),
  loader: federatedAreaLoader,
  fetchMetadata: fetchAreaMetadata,
});
