import { createRoot } from 'react-dom/client';
import { initI18n, setApiBaseUrl } from '@atrium/platform';
import { shellTranslations } from './i18n/shellTranslations';
import { fetchRegistry, type Registry } from './federation/registry';
import { createAreaStore, registerAll } from './federation/areaStore';
import { App } from './app/App';
import { StartupError } from './app/StartupError';

/** The API base URL: empty = the in-browser mock API; set ATRIUM_API_BASE_URL at build time for a real one. */
const API_BASE_URL = process.env.ATRIUM_API_BASE_URL ?? '';

async function startMockApi() {
  const { startMockApi: start } = await import(/* webpackChunkName: "mock-api" */ '@atrium/mocks/browser');
  await start();
}

async function main() {
  const root = createRoot(document.getElementById('root')!);
  setApiBaseUrl(API_BASE_URL);
  const [registry] = await Promise.all([
    fetchRegistry().catch((error: unknown) => error as Error),
    API_BASE_URL
      ? Promise.resolve()
      : startMockApi().catch((e: unknown) => console.error('Mock API failed to start', e)),
    initI18n(shellTranslations),
  ]);
  if (registry instanceof Error) {
    root.render(<StartupError error={registry} />);
    return;
  }
  registerAll(registry as Registry);
  root.render(<App areas={createAreaStore(registry as Registry)} />);
}

void main();
