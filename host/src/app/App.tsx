import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { AbilityProvider, ability, i18n, useLayoutSettings } from '@atrium/platform';
import { AtriumThemeProvider } from '@atrium/ui/core';
import { AreaCatalogContext, AreaStoreContext } from '../federation/AreaStoreContext';
import type { AreaStore } from '../federation/areaStore';
import type { AreaCatalog } from '../federation/areaCatalog';
import { createAppRouter } from '../router/appRouter';
import { usePublishAreaSubjects } from '../federation/usePublishAreaSubjects';

/**
 * The providers every screen, host or remote, renders inside: one instance of each. Server state,
 * tooltips and toasts come with the pages that use them (ChromeProviders), not with the login page.
 */
export function App({ areas, catalog }: { areas: AreaStore; catalog: AreaCatalog }) {
  const router = useMemo(() => createAppRouter(), []);
  const settings = useLayoutSettings();
  usePublishAreaSubjects(catalog);
  return (
    <I18nextProvider i18n={i18n}>
      <AbilityProvider value={ability}>
        <AtriumThemeProvider settings={settings}>
          <AreaCatalogContext.Provider value={catalog}>
            <AreaStoreContext.Provider value={areas}>
              <RouterProvider router={router} />
            </AreaStoreContext.Provider>
          </AreaCatalogContext.Provider>
        </AtriumThemeProvider>
      </AbilityProvider>
    </I18nextProvider>
  );
}
