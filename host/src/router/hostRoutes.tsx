import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { HostRoute } from './HostRoute';
import { RootRedirect } from './RootRedirect';
import { PageSuspense } from '../app/PageSuspense';

// The area machinery and the default layout are not needed by the host's blank pages: their own chunk.
const AreaRoute = lazy(() => import(/* webpackChunkName: "area-route" */ './AreaRoute'));
// The login page is a document of its own (src/login); inside the app, /login loads it.
const ToLoginPage = lazy(() => import(/* webpackChunkName: "to-login-page" */ './ToLoginPage'));
const NotAuthorizedPage = lazy(() => import('../pages/errors/NotAuthorizedPage'));
const NotFoundPage = lazy(() => import('../pages/errors/NotFoundPage'));
const RegisterPage = lazy(() => import(/* webpackChunkName: "register-page" */ '../pages/auth/RegisterPage'));
const ForgotPasswordPage = lazy(
  () => import(/* webpackChunkName: "forgot-password-page" */ '../pages/auth/ForgotPasswordPage'),
);
const NewPasswordPage = lazy(
  () => import(/* webpackChunkName: "new-password-page" */ '../pages/auth/NewPasswordPage'),
);
const ComingSoonPage = lazy(
  () => import(/* webpackChunkName: "coming-soon-page" */ '../pages/misc/ComingSoonPage'),
);
const UnderMaintenancePage = lazy(
  () => import(/* webpackChunkName: "maintenance-page" */ '../pages/misc/UnderMaintenancePage'),
);

/** The host's own routes; every other path belongs to an area (resolved at run time from the registry). */
export const hostRoutes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { path: '/login', element: <HostRoute meta={{ unauthenticatedOnly: true }} page={ToLoginPage} /> },
  { path: '/register', element: <HostRoute meta={{ unauthenticatedOnly: true }} page={RegisterPage} /> },
  {
    path: '/forgot-password',
    element: <HostRoute meta={{ unauthenticatedOnly: true }} page={ForgotPasswordPage} />,
  },
  {
    path: '/new-password',
    element: <HostRoute meta={{ unauthenticatedOnly: true }} page={NewPasswordPage} />,
  },
  {
    path: '/pages/misc/coming-soon',
    element: <HostRoute meta={{ action: 'read', subject: 'AclDemo' }} page={ComingSoonPage} />,
  },
  {
    path: '/pages/misc/under-maintenance',
    element: <HostRoute meta={{ action: 'read', subject: 'AclDemo' }} page={UnderMaintenancePage} />,
  },
  { path: '/not-authorized', element: <HostRoute meta={{ public: true }} page={NotAuthorizedPage} /> },
  {
    path: '/pages/misc/not-authorized',
    element: <HostRoute meta={{ public: true }} page={NotAuthorizedPage} />,
  },
  { path: '/pages/misc/not-found/*', element: <HostRoute meta={{ public: true }} page={NotFoundPage} /> },
  { path: '/pages/user-profile', element: <Navigate to="/pages/user-profile/profile" replace /> },
  { path: '/pages/account-settings', element: <Navigate to="/pages/account-settings/account" replace /> },
  {
    path: '*',
    element: (
      <PageSuspense>
        <AreaRoute />
      </PageSuspense>
    ),
  },
];

/** The paths of the host's own screens (not the catch-all that hands the rest to the areas). */
export const HOST_PATHS: string[] = hostRoutes.flatMap((r) => (r.path && r.path !== '*' ? [r.path] : []));
