import { memo, useEffect, type ReactNode } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { currentLanguage, useAbility, useSession, session, type AreaRouteMeta } from '@atrium/platform';
import { useAreaCatalog, useAreaStore } from '../federation/AreaStoreContext';
import { useAreaOutlines } from '../federation/areaCatalog';
import { useAreaStates, type AreaState } from '../federation/areaStore';
import { areaForPath, type RemoteEntry } from '../federation/registry';
import { decideAccess, type GuardDecision } from './guard';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { BlankLayout } from '../layouts/BlankLayout';
import { AreaPageView } from './AreaPageView';
import { AreaUnavailable } from '../pages/errors/AreaUnavailable';
import { PageLoading } from '../app/PageSuspense';
import NotFoundPage from '../pages/errors/NotFoundPage';
import { ChromeProviders } from '../app/ChromeProviders';

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
  const catalog = useAreaCatalog();
  const outlines = useAreaOutlines(catalog);
  const remote = areaForPath(store.registry, location.pathname);
  const state = remote ? (states.get(remote.name) ?? { status: 'idle' as const }) : null;
  const path = location.pathname + location.search;

  // Before any of the area's code: its metadata already tells a path it has no screen for, and a
  // screen this user may not open, so neither downloads the area.
  const outline = remote ? outlines.get(remote.name) : undefined;
  let early: GuardDecision | 'not-found' | null = null;
  if (outline?.status === 'ready') {
    const known = matchRoutes(
      outline.area.routes.map((r) => ({ path: r.path, meta: r.meta })),
      location,
    );
    early = known
      ? decideAccess(known[known.length - 1].route.meta, { loggedIn, ability, path })
      : 'not-found';
  }
  const mayLoad = early === null || (early !== 'not-found' && early.type === 'allow');

  useEffect(() => {
    if (remote && state?.status === 'idle' && mayLoad) void store.load(remote.name);
  }, [remote, state?.status, store, mayLoad]);

  if (early !== null && early !== 'not-found' && early.type === 'redirect') {
    return <Navigate to={early.to} replace />;
  }
  const chrome = loggedIn ? 'default' : 'blank';
  if (!remote || !state || early === 'not-found') return <AreaScreen kind="not-found" layout="blank" />;
  if (state.status === 'error')
    return <AreaScreen kind="unavailable" layout={chrome} remote={remote} state={state} />;
  if (state.status !== 'ready') return <AreaScreen kind="loading" layout={chrome} />;
  const matched = matchRoutes(
    state.area.routes.map((r) => ({ path: r.path, route: r })),
    location,
  );
  const route = matched?.[matched.length - 1]?.route.route;
  if (!route) return <AreaScreen kind="not-found" layout="blank" />;
  const decision = decideAccess(route.meta, { loggedIn, ability, path });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <AreaScreen
      kind="page"
      layout={route.meta?.layout === 'blank' ? 'blank' : 'default'}
      state={state}
      meta={route.meta}
    />
  );
}

interface AreaScreenProps {
  kind: 'not-found' | 'unavailable' | 'loading' | 'page';
  layout: 'default' | 'blank';
  remote?: RemoteEntry;
  state?: AreaState;
  meta?: AreaRouteMeta;
}

/**
 * What AreaRoute decided to show, in its layout. Memoised on that decision: a new query on the same
 * page (a list's sort or page in the URL) re-renders the route, not the layout, navigation and navbar
 * around the page — the page reads the query itself.
 */
const AreaScreen = memo(function AreaScreen({ kind, layout, remote, state, meta }: AreaScreenProps) {
  const store = useAreaStore();
  const catalog = useAreaCatalog();
  let content: ReactNode;
  if (kind === 'not-found') {
    content = <NotFoundPage />;
  } else if (kind === 'unavailable' && remote && state?.status === 'error') {
    content = (
      <AreaUnavailable
        area={remote.name}
        error={state.error}
        onRetry={async () => {
          // The metadata first, if it failed (the menu entry comes back): a refusal it holds (a shared
          // singleton the area was built for) is asked again before any of the area's code.
          await catalog.retry(remote.name, currentLanguage());
          return store.retry(remote.name);
        }}
      />
    );
  } else if (kind === 'page' && state?.status === 'ready') {
    const { area } = state;
    content = (
      <Routes>
        {area.routes.map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={<AreaPageView key={r.path} area={area.name} route={r} />}
          />
        ))}
      </Routes>
    );
  } else {
    content = <PageLoading />;
  }

  const Layout = layout === 'blank' ? BlankLayout : DefaultLayout;
  return (
    <ChromeProviders>
      <Layout fixedHeight={meta?.fixedHeight} navActiveLink={meta?.navActiveLink}>
        {content}
      </Layout>
    </ChromeProviders>
  );
});
