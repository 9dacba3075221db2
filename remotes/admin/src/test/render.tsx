import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AbilityProvider, ability, addTranslations, i18n, initI18n, updateAbility } from '@atrium/platform';
import { AtriumThemeProvider, uiTranslations } from '@atrium/ui';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import ar from '../i18n/ar.json';

// jsdom has no ResizeObserver; Radix checkboxes and switches measure themselves with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** The shared i18n instance with this area's and the design system's strings, in English. */
export async function setupI18n() {
  await initI18n({});
  addTranslations('admin', { en, fr, ar });
  addTranslations('ui', uiTranslations);
  await i18n.changeLanguage('en');
}

export function newQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Shows the current location, so a test can assert what is in the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page as the host would: i18n, ability (admin), query client, theme and router, at `url`,
 * matched by `path`.
 */
export function renderPage(
  ui: ReactElement,
  {
    url = '/',
    path = '*',
    client = newQueryClient(),
    extraRoutes,
  }: { url?: string; path?: string; client?: QueryClient; extraRoutes?: ReactNode } = {},
) {
  updateAbility([{ action: 'manage', subject: 'all' }]);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <AbilityProvider value={ability}>
        <QueryClientProvider client={client}>
          <AtriumThemeProvider>
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
            </MemoryRouter>
          </AtriumThemeProvider>
        </QueryClientProvider>
      </AbilityProvider>
    </I18nextProvider>,
  );
  return { ...result, client };
}
