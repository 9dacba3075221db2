import { createRoot } from 'react-dom/client';
import {
  beforeLanguageChange,
  currentLanguage,
  initI18n,
  refreshSession,
  setUnauthorizedHandler,
} from '@atrium/platform';
import { shellTranslations } from './i18n/shellTranslations';
import { fetchRegistry } from './federation/registry';
import { createAreaStore } from './federation/areaStore';
import { createAreaCatalog } from './federation/areaCatalog';
import { federatedAreaLoader, registerAll } from './federation/remoteLoader';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { connectApi } from './app/connectApi';

// A token the API no longer accepts (expired, revoked, the user suspended): sign out and come back to
// this page after signing in again.
setUnauthorizedHandler(() => {
  const { pathname, search, hash } = window.location;
  void import(/* webpackChunkName: "sign-out" */ './app/signOut').then(({ signOut }) =>
    signOut(`${pathname}${search}${hash}`),
  );
});

/** Start-up does not wait longer than this for the current rules; the stored ones serve meanwhile. */
const SESSION_REFRESH_TIMEOUT_MS = 4000;

async function main() {
  const root = createRoot(document.getElementById('root')!);
  const registryAnswer = fetchRegistry().catch((error: unknown) => error as Error);
  // The menu, guard and search need the areas' metadata only, fetched as soon as the registry and the
  // shell's strings are there: no area's code is fetched until one of its screens is opened (or its
  // link hovered).
  const catalogReady = Promise.all([registryAnswer, initI18n(shellTranslations)]).then(([registry]) => {
    if (registry instanceof Error) return null;
    const catalog = createAreaCatalog(registry);
    void catalog.load(currentLanguage());
    beforeLanguageChange((language) => catalog.load(language));
    return catalog;
  });
  const [registry, catalog] = await Promise.all([
    registryAnswer,
    catalogReady,
    // The rules stored at sign-in may be stale (an admin changed the role): take the current ones first.
    connectApi().then(() => refreshSession(AbortSignal.timeout(SESSION_REFRESH_TIMEOUT_MS))),
  ]);
  if (registry instanceof Error || !catalog) {
    root.render(<StartupError error={registry as Error} />);
    return;
  }
  registerAll(registry);
  root.render(<App areas={createAreaStore(registry, federatedAreaLoader)} catalog={catalog} />);
}

void main();
