import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  beforeLanguageChange,
  currentLanguage,
  forbidZodEval,
  initI18n,
  refreshSession,
  session,
  setUnauthorizedHandler,
} from '@atrium/platform';
import { shellTranslations } from '../i18n/shellTranslations';
import type { Registry } from '../federation/registry';
import { createAreaStore } from '../federation/areaStore';
import { createAreaCatalog, type FetchMetadata } from '../federation/areaCatalog';
import { preloadAreaPage } from '../federation/preloadAreaPage';
import { rootRedirect } from '../router/guard';
import type { AreaLoader } from '../federation/remoteLoader';
import { App } from './App';
import { StartupError } from './StartupError';
import { connectApi } from './connectApi';

/** Where the shell's areas come from: federated remotes, or areas composed into the one build. */
export interface ShellSources {
  /** The areas and the route prefixes each owns; a rejection shows the start-up error. */
  loadRegistry: () => Promise<Registry>;
  /** Brings an area's stamped contract (its code) when one of its screens is opened. */
  loader: AreaLoader;
  /** An area's metadata document in one language: what the menu, guard and search read. */
  fetchMetadata: FetchMetadata;
}

/** Start-up does not wait longer than this for the current rules; the stored ones serve meanwhile. */
const SESSION_REFRESH_TIMEOUT_MS = 4000;

/**
 * Starts the shell: the API, the shell's strings, the areas' metadata and the current session rules
 * in parallel, then the app. Both builds start through here (bootstrap.tsx, single/bootstrap.ts), so
 * they differ only in where areas come from.
 */
export async function startShell({ loadRegistry, loader, fetchMetadata }: ShellSources): Promise<void> {
  // A token the API no longer accepts (expired, revoked, the user suspended): sign out and come back
  // to this page after signing in again.
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = window.location;
    void import(/* webpackChunkName: "sign-out" */ './signOut').then(({ signOut }) =>
      signOut(`${pathname}${search}${hash}`),
    );
  });

  // Before any area's code builds its schemas (see forbidZodEval).
  forbidZodEval();
  const root = createRoot(document.getElementById('root')!);
  connectApi({ loadMockApi: () => import(/* webpackChunkName: "mock-api" */ '@atrium/mocks/browser') });
  const registryAnswer = loadRegistry().catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
  // The menu, guard and search need the areas' metadata only, fetched as soon as the registry and the
  // shell's strings are there: no area's code is fetched until one of its screens is opened (or its
  // link hovered).
  const shellReady = Promise.all([registryAnswer, initI18n(shellTranslations)]).then(([registry]) => {
    if (registry instanceof Error) return null;
    const catalog = createAreaCatalog(registry, fetchMetadata);
    const outlines = catalog.load(currentLanguage());
    beforeLanguageChange((language) => catalog.load(language));
    const areas = createAreaStore(registry, loader, { refusal: catalog.refusal });
    // What users meet in each area (loads, errors, web vitals) goes to the API for the platform console;
    // its code and the web-vitals library load beside the first page, not before it.
    void import(/* webpackChunkName: "area-telemetry" */ '../telemetry/startAreaTelemetry').then(
      ({ startAreaTelemetry }) => startAreaTelemetry(areas, registry),
    );
    // Signed in, the page asked for is the one to show first: its code loads now, beside the session
    // refresh and the mock API's start, rather than once the shell has rendered its route. The root
    // is the role's landing page, which the areas' metadata names.
    const { userData } = session.get();
    if (userData && session.isLoggedIn())
      void outlines.then(() => {
        const { pathname, search } = window.location;
        const page =
          pathname === '/' ? rootRedirect(userData.role, search, registry, catalog.getSnapshot()) : pathname;
        if (page) void preloadAreaPage(areas, new URL(page, window.location.href));
      });
    return { catalog, areas };
  });
  const [registry, shell] = await Promise.all([
    registryAnswer,
    shellReady,
    // The rules stored at sign-in may be stale (an admin changed the role): take the current ones first.
    // Signed out, nothing is asked and the page renders while the mock API starts (calls wait for it).
    refreshSession(AbortSignal.timeout(SESSION_REFRESH_TIMEOUT_MS)),
  ]);
  if (registry instanceof Error || !shell) {
    root.render(<StartupError error={registry as Error} />);
    return;
  }
  // In a transition React renders the shell in slices, yielding to the browser between them: on a slow
  // phone one uninterrupted render of the shell and its first page is the longest task of the start.
  startTransition(() => root.render(<App areas={shell.areas} catalog={shell.catalog} />));
}
