import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { listenUntilReady, server } from '@atrium/mocks/node';
import { AbilityProvider, ability, addTranslations, initI18n } from '@atrium/platform';
import { AtriumThemeProvider, Toaster, TooltipProvider, uiTranslations } from '@atrium/ui';

// The first render of a suite (cold module load, several suites in parallel) can take over a second.
configure({ asyncUtilTimeout: 5000 });

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
function LocationProbe() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}
/** The router location after the last render (URL list state). */
export const currentLocation = () => location;

/** Renders a page inside the providers the host gives every area, at `route` matched by `path`. */
export function renderArea(
  ui: ReactElement,
  { route = '/', path = '*' }: { route?: string; path?: string } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const result = render(
    <AbilityProvider value={ability}>
      <QueryClientProvider client={client}>
        <AtriumThemeProvider>
          <TooltipProvider>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
            <Toaster />
          </TooltipProvider>
        </AtriumThemeProvider>
      </QueryClientProvider>
    </AbilityProvider>,
  );
  return { client, ...result };
}
