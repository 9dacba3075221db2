import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, useLiveUpdates } from '@atrium/platform/query';
import { Toaster, TooltipProvider } from '@atrium/ui';

/**
 * What the signed-in app and the larger host pages need on top of the base providers: server state
 * (refreshed live while signed in: useLiveUpdates), tooltips and toasts. Kept out of the first chunk
 * so the login page does not download them.
 */
export function ChromeProviders({ children }: { children: ReactNode }) {
  useLiveUpdates(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={300}>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
