import { createRoot } from 'react-dom/client';
import { initI18n, refreshSession, setUnauthorizedHandler } from '@atrium/platform';
import { shellTranslations } from './i18n/shellTranslations';
import { fetchRegistry, type Registry } from './federation/registry';
import { createAreaStore, registerAll } from './federation/areaStore';
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
  const [registry] = await Promise.all([
    fetchRegistry().catch((error: unknown) => error as Error),
    // The rules stored at sign-in may be stale (an admin changed the role): take the current ones first.
    connectApi().then(() => refreshSession(AbortSignal.timeout(SESSION_REFRESH_TIMEOUT_MS))),
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
