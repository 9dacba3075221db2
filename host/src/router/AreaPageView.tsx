import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaRoute } from '@atrium/platform';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { PageSuspense } from '../app/PageSuspense';
import { useDocumentTitle } from '../app/useDocumentTitle';

// React's lazy() caches a rejected promise, so a Retry must build a new lazy component.
const lazyPages = new WeakMap<AreaRoute, LazyExoticComponent<ComponentType>>();
function lazyPage(route: AreaRoute, fresh: boolean) {
  let page = lazyPages.get(route);
  if (!page || fresh) {
    page = lazy(route.load);
    lazyPages.set(route, page);
  }
  return page;
}

/** One page of an area: its lazy chunk, behind a Suspense progress bar and the area's error boundary. */
export function AreaPageView({ area, route }: { area: string; route: AreaRoute }) {
  const { t } = useTranslation(area);
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(route, attempt > 0);
  useDocumentTitle(route.meta?.title ? t(route.meta.title) : undefined);
  useEffect(() => setAttempt(0), [route]);

  return (
    <AreaErrorBoundary area={area} resetKey={route.path} onRetry={() => setAttempt((n) => n + 1)}>
      <PageSuspense>
        <Page key={attempt} />
      </PageSuspense>
    </AreaErrorBoundary>
  );
}
