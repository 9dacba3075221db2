// The login page: a document of its own (served at /login), built without Module Federation, so the
// first page people load carries no federation runtime and only the parts of its libraries it uses.
// It hands over to the app through what it stores: the session and the settings cookies.
import { createRoot } from 'react-dom/client';
import { initI18n, session, useLayoutSettings } from '@atrium/platform';
import { AtriumThemeProvider } from '@atrium/ui/core';
import { LoginPage } from './LoginPage';
import { readLoginLocation } from './loginLocation';
import { loginTranslations } from './loginTranslations';
import { prefetchAppWhenIdle } from './prefetchApp';
import { loadDocument } from '../app/loadDocument';
import { leaveAfterSignIn } from './leaveAfterSignIn';
import { connectApi } from '../app/connectApi';

/** The login page in the theme of the stored layout settings (dark mode, colour, direction). */
function ThemedLoginPage({ redirectTo, notice }: ReturnType<typeof readLoginLocation>) {
  return (
    <AtriumThemeProvider settings={useLayoutSettings()}>
      <LoginPage redirectTo={redirectTo} notice={notice} onSignedIn={(to) => void leaveAfterSignIn(to)} />
    </AtriumThemeProvider>
  );
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
