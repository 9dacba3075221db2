import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { AbilityProvider, ability, i18n, queryClient } from '@atrium/platform';
import { AtriumThemeProvider, Toaster, TooltipProvider } from '@atrium/ui';
import { AreaStoreContext } from '../federation/AreaStoreContext';
import type { AreaStore } from '../federation/areaStore';
import { createAppRouter } from '../router/appRouter';

/** The providers every screen, host or remote, renders inside: one instance of each. */
export function App({ areas }: { areas: AreaStore }) {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <AbilityProvider value={ability}>
        <QueryClientProvider client={queryClient}>
          <AtriumThemeProvider>
            <TooltipProvider delayDuration={300}>
              <AreaStoreContext.Provider value={areas}>
                <RouterProvider router={router} />
              </AreaStoreContext.Provider>
              <Toaster />
            </TooltipProvider>
          </AtriumThemeProvider>
        </QueryClientProvider>
      </AbilityProvider>
    </I18nextProvider>
  );
}
