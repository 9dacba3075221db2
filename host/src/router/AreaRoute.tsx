import { useEffect } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useAbility, useSession, session, type AreaDefinition } from '@atrium/platform';
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

/** Every path the host does not own: find its area, load its contract, guard, lay out, render. */
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

  if (!remote || !state) {
    return (
      <BlankLayout>
        <NotFoundPage />
      </BlankLayout>
    );
  }

  const ChromeLayout = loggedIn ? DefaultLayout : BlankLayout;
  if (state.status === 'error') {
    return (
      <ChromeLayout>
        <AreaUnavailable area={remote.name} error={state.error} onRetry={() => store.retry(remote.name)} />
      </ChromeLayout>
    );
  }
  if (state.status !== 'ready') {
    return (
      <ChromeLayout>
        <PageLoading />
      </ChromeLayout>
    );
  }

  return <ReadyArea area={state.area} loggedIn={loggedIn} ability={ability} />;
}

function ReadyArea({
  area,
  loggedIn,
  ability,
}: {
  area: AreaDefinition;
  loggedIn: boolean;
  ability: ReturnType<typeof useAbility>;
}) {
  const location = useLocation();
  const matched = matchRoutes(
    area.routes.map((r) => ({ path: r.path, route: r })),
    location,
  );
  const route = matched?.[matched.length - 1]?.route.route;
  if (!route) {
    return (
      <BlankLayout>
        <NotFoundPage />
      </BlankLayout>
    );
  }
  const decision = decideAccess(route.meta, { loggedIn, ability, path: location.pathname + location.search });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;

  const Layout = route.meta?.layout === 'blank' ? BlankLayout : DefaultLayout;
  return (
    <Layout fixedHeight={route.meta?.fixedHeight} navActiveLink={route.meta?.navActiveLink}>
      <Routes>
        {area.routes.map((r) => (
          <Route key={r.path} path={r.path} element={<AreaPageView area={area.name} route={r} />} />
        ))}
      </Routes>
    </Layout>
  );
}
