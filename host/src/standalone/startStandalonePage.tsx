import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Resource } from 'i18next';
import { forbidZodEval, initI18n, session, useLayoutSettings } from '@atrium/platform';
import { AtriumThemeProvider } from '@atrium/ui/core';
import { loadDocument } from '../app/loadDocument';
import { connectApi, type ConnectApiOptions } from '../app/connectApi';
import { afterContentfulPaint } from './afterContentfulPaint';

/**
 * The parts of the mock API the public pages call (see connectApi): the published content alone, for
 * the pages that only read it (its chunk name is known to the build's chunk split: MOCK_CONTENT_CHUNK),
 * or everything the public pages call.
 */
const MOCK_APIS = {
  content: () => import(/* webpackChunkName: "mock-content" */ '@atrium/mocks/browser/content'),
  public: () => import(/* webpackChunkName: "mock-api" */ '@atrium/mocks/browser/public'),
};

function ThemedPage({ children, onRendered }: { children: ReactNode; onRendered: () => void }) {
  useEffect(onRendered, [onRendered]);
  return <AtriumThemeProvider settings={useLayoutSettings()}>{children}</AtriumThemeProvider>;
}

export interface StandalonePageOptions {
  /** The page's strings (namespace `shell`, as in the app, and the design system's `ui`). */
  translations: Resource;
  /** For visitors only: someone signed in is sent to the root, which sends them home. */
  visitorsOnly?: boolean;
  /** When the in-browser mock API starts (see connectApi). */
  startApi?: ConnectApiOptions['start'];
  /** Which part of the mock API the page calls: only the published content, or any public call. */
  mockApi?: keyof typeof MOCK_APIS;
}

/**
 * Starts a public page — an authentication page or a front page — that is a document of its own,
 * built without Module Federation (host/publicPages.mjs), so the first pages people load carry no
 * federation runtime and only what they use. They hand over to the app through what they store: the
 * session and the settings cookies. Resolves once the page is rendering (false: it left instead).
 */
export async function startStandalonePage(
  page: () => ReactNode,
  { translations, visitorsOnly = false, startApi = 'afterPaint', mockApi = 'public' }: StandalonePageOptions,
): Promise<boolean> {
  if (visitorsOnly && session.isLoggedIn()) {
    loadDocument('/');
    return false;
  }
  forbidZodEval();
  // The mock API starts once the page's content has painted (a data call made in that render waits
  // for it): its code then does not take bandwidth from the page's own scripts on a slow network.
  let onRendered = () => {};
  const rendered = new Promise<void>((resolve) => (onRendered = resolve)).then(() => afterContentfulPaint());
  connectApi({ start: startApi, loadMockApi: MOCK_APIS[mockApi], rendered });
  await initI18n(translations);
  const root = createRoot(document.getElementById('root')!);
  // Rendered as a transition, which React renders in slices that yield to the browser, so a slow
  // phone's first render is not one long task holding back input.
  startTransition(() => root.render(<ThemedPage onRendered={onRendered}>{page()}</ThemedPage>));
  return true;
}
