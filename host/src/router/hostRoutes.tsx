import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HostRoute } from './HostRoute';
import { RootRedirect } from './RootRedirect';
import { PageSuspense } from '../app/PageSuspense';
import { HOST_PATH } from './hostPaths';

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
  { path: HOST_PATH.root, element: <RootRedirect /> },
  { path: HOST_PATH.login, element: <HostRoute meta={{ unauthenticatedOnly: true }} page={ToLoginPage} /> },
  {
    path: HOST_PATH.register,
    element: <HostRoute meta={{ unauthenticatedOnly: true }} page={RegisterPage} />,
  },
  {
    path: HOST_PATH.forgotPassword,
    element: <HostRoute meta={{ unauthenticatedOnly: true }} page={ForgotPasswordPage} />,
  },
  {
    path: HOST_PATH.newPassword,
    element: <HostRoute meta={{ unauthenticatedOnly: true }} page={NewPasswordPage} />,
  },
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
