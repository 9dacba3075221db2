// The login page: a document of its own (served at /login), built without Module Federation, so the
// first page people load carries no federation runtime and only the parts of its libraries it uses.
// It hands over to the app through what it stores: the session (spec 000 §3) and the settings cookies.
import { createRoot } from 'react-dom/client';
import { initI18n, session, setApiBaseUrl } from '@atrium/platform';
import { AtriumThemeProvider } from '@atrium/ui/core';
import { LoginPage } from './LoginPage';
import { readLoginLocation } from './loginLocation';
import { loginTranslations } from './loginTranslations';
import { prefetchAppWhenIdle } from './prefetchApp';
import { loadDocument } from '../app/loadDocument';

/** The API base URL: empty = the in-browser mock API; set ATRIUM_API_BASE_URL at build time for a real one. */
const API_BASE_URL = process.env.ATRIUM_API_BASE_URL ?? '';

async function startMockApi() {
  const { startMockApi: start } = await import(/* webpackChunkName: "mock-api" */ '@atrium/mocks/browser');
  await start();
}

async function main() {
  // Unauthenticated-only (spec 000 §2): someone signed in goes to the root, which sends them home.
  if (session.isLoggedIn()) {
    loadDocument('/');
    return;
  }
  setApiBaseUrl(API_BASE_URL);
  await Promise.all([
    API_BASE_URL
      ? Promise.resolve()
      : startMockApi().catch((e: unknown) => console.error('Mock API failed to start', e)),
    initI18n(loginTranslations),
  ]);
  const { redirectTo, notice } = readLoginLocation(window.location.search);
  createRoot(document.getElementById('root')!).render(
    <AtriumThemeProvider>
      <LoginPage redirectTo={redirectTo} notice={notice} onSignedIn={loadDocument} />
    </AtriumThemeProvider>,
  );
  prefetchAppWhenIdle();
}

void main();
