import { loadRegistry } from './federation/loadRegistry';
import { fetchAreaMetadata } from './federation/fetchAreaMetadata';
import { federatedAreaLoader, registerAll } from './federation/remoteLoader';
import { startShell } from './app/startShell';
import { API_MODE } from './app/connectApi';

// The federated shell: the registry (the API's, resolved for this user; else /remotes.json) says where
// each area's remote is; the federation runtime loads an area's entry and contract from there when one
// of its screens is opened.
void startShell({
  // The runtime only learns where each remote is here: nothing is fetched until an area loads.
  loadRegistry: () =>
    loadRegistry({ mode: API_MODE }).then((registry) => {
      registerAll(registry);
      return registry;
    }),
  loader: federatedAreaLoader,
  fetchMetadata: fetchAreaMetadata,
});
