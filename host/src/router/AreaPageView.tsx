import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { AreaRoute } from '@atrium/platform';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { PageLoading, PageSuspense } from '../app/PageSuspense';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { reloadPage, usePageModule } from './pageModules';
import { prefetchRouteData } from './prefetchRouteData';
import { reportAreaView } from '../telemetry/areaTelemetry';

/** A page whose chunk failed: thrown, so the area's error boundary shows its Retry. */
function FailedPage({ error }: { error: Error }): never {
  throw error;
}

/** One page of an area: its chunk (loaded once, see pageModules.ts), inside the area's error boundary. */
export function AreaPageView({ area, route }: { area: string; route: AreaRoute }) {
  const { t } = useTranslation(area);
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const params = useParams();
  // The page's first data, requested as the page is first rendered — while its chunk is still on the
  // way — not once the page has rendered its own queries. Once per page shown (the key of this view is
  // the route); later changes of the address are the page's own to fetch.
  useState(() => prefetchRouteData(route, { search, params }, queryClient));
  const page = usePageModule(route);
  // A view of the area, and how long its page took to show from when its route was entered (this view
  // is keyed by the route): once per view, when the page first renders.
  const [entered] = useState(() => performance.now());
  const viewed = useRef(false);
  useEffect(() => {
    if (page.status !== 'ready' || viewed.current) return;
    viewed.current = true;
    reportAreaView(area, performance.now() - entered);
  }, [page.status, area, entered]);
  useDocumentTitle(route.meta?.title ? t(route.meta.title) : undefined);

  return (
    <AreaErrorBoundary area={area} resetKey={route.path} onRetry={() => reloadPage(route)}>
      {/* Parts a page itself loads lazily still suspend here. */}
      <PageSuspense>
        {page.status === 'ready' ? (
          <page.Page />
        ) : page.status === 'error' ? (
          <FailedPage error={page.error} />
        ) : (
          <PageLoading />
        )}
      </PageSuspense>
    </AreaErrorBoundary>
  );
}
