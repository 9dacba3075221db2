import { createRoot } from 'react-dom/client';
import { initI18n, session, useLayoutSettings } from '@atrium/platform';
import { AtriumThemeProvider } from '@atrium/ui/core';
import { LoginPage } from './LoginPage';
import { readLoginLocation } from './loginLocation';
import { loginTranslations } from './loginTranslations';
import { prefetchAppWhenIdle, type FetchText } from './prefetchApp';
import { leaveAfterSignIn } from './leaveAfterSignIn';
import type { Registry } from '../federation/registry';
import { loadDocument } from '../app/loadDocument';
import { connectApi } from '../app/connectApi';

export interface LoginDocumentOptions {
  /** Where the app's registry comes from (the federated build fetches /remotes.json). */
  registry?: () => Promise<Registry>;
  /** How the app's start-up scripts are read for prefetching (see prefetchApp.ts). */
  fetchText?: FetchText;
}

/**
 * Starts the login page, a document of its own, in either build (federated: ./index.tsx, single
 * bundle: ../single/login.tsx). It hands over to the app through what it stores: the session and the
 * settings cookies.
 */
export async function startLogin({ registry, fetchText }: LoginDocumentOptions = {}) {
  // Unauthenticated-only: someone signed in goes to the root, which sends them home.
  if (session.isLoggedIn()) {
    loadDocument('/');
    return;
  }
  // The form renders while the mock API starts: signing in waits for it (see connectApi).
  void connectApi();
  await initI18n(loginTranslations);
  const onSignedIn = (to: string) => void leaveAfterSignIn(to, registry ? { registry } : {});
  function ThemedLoginPage({ redirectTo, notice }: ReturnType<typeof readLoginLocation>) {
    return (
      <AtriumThemeProvider settings={useLayoutSettings()}>
        <LoginPage redirectTo={redirectTo} notice={notice} onSignedIn={onSignedIn} />
      </AtriumThemeProvider>
    );
  }
  createRoot(document.getElementById('root')!).render(
    <ThemedLoginPage {...readLoginLocation(window.location.search)} />,
  );
  prefetchAppWhenIdle(fetchText);
}
