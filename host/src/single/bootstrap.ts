import { fetchAreaMetadata } from '../federation/fetchAreaMetadata';
import { startShell } from '../app/startShell';
import { composedRegistry } from './composedRegistry';
import { composedAreaLoader } from './composedAreaLoader';

// The single-bundle shell: the same start-up as the federated one, with the areas composed into this
// build (no federation runtime, no registry to fetch) and their metadata served beside it.
void startShell({
  loadRegistry: () => Promise.resolve(composedRegistry()),
  loader: composedAreaLoader,
  fetchMetadata: fetchAreaMetadata,
});
