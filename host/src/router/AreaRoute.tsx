import { useEffect, type ReactNode } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useAbility, useSession, session, type AreaRouteMeta } from '@atrium/platform';
import { useAreaStore } from '../federation/AreaStoreContext';
import { useAreaStates } from '../federation/areaStore';
import { areaForPath } from '../federation/registry';
import { decideAccess } from './guard';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { BlankLayout } from '../layouts/BlankLayout';
import { AreaPageView } from './AreaPageView';
import { AreaUnavailable } from '../pages/errors/AreaUnavailable';
import { PageLoading } from '../app/PageSuspense';
import NotFoundPage from '../pages/errors/NotFoundPage';
import { ChromeProviders } from '../app/ChromeProviders';

interface Resolved {
  layout: 'default' | 'blank';
  meta?: AreaRouteMeta;
  content: ReactNode;
}

/**
 * Every path the host does not own: find its area, load its contract, guard, lay out, render.
 * The layout is rendered at one stable place, so navigation, navbar and their state (an open drawer,
 * the scroll of the menu) survive moving between pages and areas, and an area finishing loading.
 */
export default function AreaRoute() {
  const location = useLocation();
  const store = useAreaStore();
  const states = useAreaStates(store);
  const ability = useAbility();
  useSession();
  const loggedIn = session.isLoggedIn();
  const remote = areaForPath(store.registry, location.pathname);
  const state = remote ? (states.get(remote.name) ?? { status: 'idle' as const }) : null;

  useEffect(() => {
    if (remote && state?.status === 'idle') void store.load(remote.name);
  }, [remote, state?.status, store]);

  const chrome = loggedIn ? 'default' : 'blank';
  let resolved: Resolved;
  if (!remote || !state) {
    resolved = { layout: 'blank', content: <NotFoundPage /> };
  } else if (state.status === 'error') {
    resolved = {
      layout: chrome,
      content: (
        <AreaUnavailable area={remote.name} error={state.error} onRetry={() => store.retry(remote.name)} />
      ),
    };
  } else if (state.status !== 'ready') {
    resolved = { layout: chrome, content: <PageLoading /> };
  } else {
    const { area } = state;
    const matched = matchRoutes(
      area.routes.map((r) => ({ path: r.path, route: r })),
      location,
    );
    const route = matched?.[matched.length - 1]?.route.route;
    if (!route) {
      resolved = { layout: 'blank', content: <NotFoundPage /> };
    } else {
      const decision = decideAccess(route.meta, {
        loggedIn,
        ability,
        path: location.pathname + location.search,
      });
      if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
      resolved = {
        layout: route.meta?.layout === 'blank' ? 'blank' : 'default',
        meta: route.meta,
        content: (
          <Routes>
            {area.routes.map((r) => (
              <Route key={r.path} path={r.path} element={<AreaPageView area={area.name} route={r} />} />
            ))}
          </Routes>
        ),
      };
    }
  }

  const Layout = resolved.layout === 'blank' ? BlankLayout : DefaultLayout;
  return (
    <ChromeProviders>
      <Layout fixedHeight={resolved.meta?.fixedHeight} navActiveLink={resolved.meta?.navActiveLink}>
        {resolved.content}
      </Layout>
    </ChromeProviders>
  );
}
