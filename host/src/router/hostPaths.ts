/**
 * The paths of the host's own screens, in one place: the router (`hostRoutes`) declares its routes with
 * them, and the login page checks a sign-in target against them without loading the router.
 */
export const HOST_PATH = {
  root: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  newPassword: '/new-password',
  authVariants: '/pages/authentication/*',
  comingSoon: '/pages/misc/coming-soon',
  underMaintenance: '/pages/misc/under-maintenance',
  notAuthorized: '/not-authorized',
  notAuthorizedAlias: '/pages/misc/not-authorized',
  notFound: '/pages/misc/not-found/*',
  helpCenter: '/front-pages/help-center',
  helpArticle: '/front-pages/help-center/article/:slug',
  landingPage: '/front-pages/landing-page',
  pricing: '/front-pages/pricing',
  payment: '/front-pages/payment',
  checkout: '/front-pages/checkout',
} as const;

export const HOST_PATH_PATTERNS: readonly string[] = Object.values(HOST_PATH);

/** Pages only for visitors who are not signed in: never a place to land after signing in. */
/**
 * Public pages that are documents of their own (host/publicPages.mjs), for anyone, signed in or not —
 * the authentication demos (/pages/authentication/*) too: they sign nobody out.
 */
export const FRONT_PAGE_PATHS: readonly string[] = [
  HOST_PATH.authVariants,
  HOST_PATH.helpCenter,
  HOST_PATH.helpArticle,
  HOST_PATH.landingPage,
  HOST_PATH.pricing,
  HOST_PATH.payment,
  HOST_PATH.checkout,
];

export const UNAUTHENTICATED_ONLY_PATHS: readonly string[] = [
  HOST_PATH.login,
  HOST_PATH.register,
  HOST_PATH.forgotPassword,
  HOST_PATH.newPassword,
];
