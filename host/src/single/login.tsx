// The login page of the single-bundle build: the login page's parts (host/src/login) with this build's
// registry, known at build time (the federated one is fetched from /remotes.json), and a prefetch of
// the app's start-up scripts read from its document alone (there is no federation manifest). Its
// start-up mirrors host/src/login/index.tsx: keep the two alike.
import { createRoot } from 'react-dom/client';
import { initI18n, session, useLayoutSettings } from '@atrium/platform';
import { AtriumThemeProvider } from '@atrium/ui/core';
import { LoginPage } from '../login/LoginPage';
import { readLoginLocation } from '../login/loginLocation';
import { loginTranslations } from '../login/loginTranslations';
import { appStartupScripts, prefetchScripts } from '../login/prefetchApp';
import { leaveAfterSignIn } from '../login/leaveAfterSignIn';
import { loadDocument } from '../app/loadDocument';
import { connectApi } from '../app/connectApi';
import { composedRegistry } from './composedRegistry';

const leave = (to: string) =>
  void leaveAfterSignIn(to, { registry: () => Promise.resolve(composedRegistry()) });

function ThemedLoginPage({ redirectTo, notice }: ReturnType<typeof readLoginLocation>) {
  return (
    <AtriumThemeProvider settings={useLayoutSettings()}>
      <LoginPage redirectTo={redirectTo} notice={notice} onSignedIn={leave} />
    </AtriumThemeProvider>
  );
}

/** The app document and an empty stand-in for the federation manifest: the document names every start-up script. */
async function documentOnly(url: string): Promise<string> {
  if (url === '/mf-manifest.json') return '{}';
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

function prefetchAppWhenIdle() {
  const run = () =>
    appStartupScripts(documentOnly)
      .then(prefetchScripts)
      .catch(() => {});
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

async function main() {
  // Unauthenticated-only: someone signed in goes to the root, which sends them home.
  if (session.isLoggedIn()) {
    loadDocument('/');
    return;
  }
  // The form renders while the mock API starts: signing in waits for it (see connectApi).
  void connectApi();
  await initI18n(loginTranslations);
  createRoot(document.getElementById('root')!).render(
    <ThemedLoginPage {...readLoginLocation(window.location.search)} />,
  );
  prefetchAppWhenIdle();
}

void main();
