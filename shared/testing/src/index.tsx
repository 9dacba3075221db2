import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { listenUntilReady, server } from '@atrium/mocks/node';
import {
  AbilityProvider,
  ability,
  addTranslations,
  i18n,
  initI18n,
  updateAbility,
  type AbilityRule,
} from '@atrium/platform';
import { AtriumThemeProvider, Toaster, TooltipProvider, uiTranslations } from '@atrium/ui';

// jsdom has no pointer capture; Radix primitives and toasts call it.
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.hasPointerCapture = () => false;
}

/**
 * The shared i18n instance with an area's translations, as the host would set it up (English unless
 * told otherwise).
 */
export async function setupI18n(
  area: string,
  translations: Parameters<typeof addTranslations>[1],
  language = 'en',
) {
  const i18n = await initI18n();
  addTranslations('ui', uiTranslations as never);
  addTranslations(area, translations);
  await i18n.changeLanguage(language);
  return i18n;
}

/** Starts the mock API for a suite and waits until it really answers (see listenUntilReady). */
export async function startMockApi() {
  await listenUntilReady();
  return server;
}

let location = '';
function LocationRecorder() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}
/** The router location after the last render (URL list state). */
export const currentLocation = () => location;

export function newQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Shows the current location, so a test can assert what is in the URL. */
export function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

/** The admin's rules (spec 002 §6): what a page is rendered with unless a test says otherwise. */
export const ADMIN_RULES: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

/**
 * Renders a page as the host would: i18n, the ability (`rules`, the admin's unless told; `[]` for
 * none), query client, theme, tooltips, toasts and router, at `url` matched by `path` (other routes
 * the page links to can be given as `extraRoutes`). The location after each render is in
 * `currentLocation()` and in the `location` test id.
 */
export function renderPage(
  ui: ReactElement,
  {
    url = '/',
    path = '*',
    client = newQueryClient(),
    extraRoutes,
    rules = ADMIN_RULES,
  }: {
    url?: string;
    path?: string;
    client?: QueryClient;
    extraRoutes?: ReactNode;
    rules?: AbilityRule[];
  } = {},
) {
  updateAbility(rules);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <AbilityProvider value={ability}>
        <QueryClientProvider client={client}>
          <AtriumThemeProvider>
            <TooltipProvider>
              <MemoryRouter initialEntries={[url]}>
                <Routes>
                  <Route
                    path={path}
                    element={
                      <>
                        {ui}
                        <LocationProbe />
                      </>
                    }
                  />
                  {extraRoutes}
                </Routes>
                <LocationRecorder />
              </MemoryRouter>
              <Toaster />
            </TooltipProvider>
          </AtriumThemeProvider>
        </QueryClientProvider>
      </AbilityProvider>
    </I18nextProvider>,
  );
  return { ...result, client };
}
