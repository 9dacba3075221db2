import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HostRoute } from './HostRoute';
import { RootRedirect } from './RootRedirect';
import { PageSuspense } from '../app/PageSuspense';
import { FRONT_PAGE_PATHS, HOST_PATH, UNAUTHENTICATED_ONLY_PATHS } from './hostPaths';

// The area machinery and the default layout are not needed by the host's blank pages: their own chunk.
const AreaRoute = lazy(() => import(/* webpackChunkName: "area-route" */ './AreaRoute'));
// The public pages are documents of their own (publicPages.mjs); inside the app, their paths load them.
const ToStandalonePage = lazy(
  () => import(/* webpackChunkName: "to-standalone-page" */ './ToStandalonePage'),
);
const NotAuthorizedPage = lazy(() => import('../pages/errors/NotAuthorizedPage'));
const NotFoundPage = lazy(() => import('../pages/errors/NotFoundPage'));
const ComingSoonPage = lazy(
  () => import(/* webpackChunkName: "coming-soon-page" */ '../pages/misc/ComingSoonPage'),
);
const UnderMaintenancePage = lazy(
  () => import(/* webpackChunkName: "maintenance-page" */ '../pages/misc/UnderMaintenancePage'),
);

/** The host's own routes; every other path belongs to an area (resolved at run time from the registry). */
export const hostRoutes: RouteObject[] = [
  { path: HOST_PATH.root, element: <RootRedirect /> },
  ...UNAUTHENTICATED_ONLY_PATHS.map((path) => ({
    path,
    element: <HostRoute meta={{ unauthenticatedOnly: true }} page={ToStandalonePage} />,
  })),
  ...FRONT_PAGE_PATHS.map((path) => ({
    path,
    element: <HostRoute meta={{ public: true }} page={ToStandalonePage} />,
  })),
  {
    path: HOST_PATH.comingSoon,
    element: <HostRoute meta={{ action: 'read', subject: 'AclDemo' }} page={ComingSoonPage} />,
  },
  {
    path: HOST_PATH.underMaintenance,
    element: <HostRoute meta={{ action: 'read', subject: 'AclDemo' }} page={UnderMaintenancePage} />,
  },
  { path: HOST_PATH.notAuthorized, element: <HostRoute meta={{ public: true }} page={NotAuthorizedPage} /> },
  {
    path: HOST_PATH.notAuthorizedAlias,
    element: <HostRoute meta={{ public: true }} page={NotAuthorizedPage} />,
  },
  { path: HOST_PATH.notFound, element: <HostRoute meta={{ public: true }} page={NotFoundPage} /> },
  {
    path: '*',
    element: (
      <PageSuspense>
        <AreaRoute />
      </PageSuspense>
    ),
  },
];
