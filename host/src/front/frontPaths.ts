// The front pages' addresses, and the landing page's sections the navbar links to.
export const FRONT_PATH = {
  landing: '/front-pages/landing-page',
  pricing: '/front-pages/pricing',
  payment: '/front-pages/payment',
  checkout: '/front-pages/checkout',
  helpCenter: '/front-pages/help-center',
} as const;

/** The landing page's sections the navbar links to, in page order (their ids). */
export const LANDING_SECTIONS = ['home', 'features', 'team', 'faq', 'contact'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

export const sectionHref = (id: LandingSection) => `${FRONT_PATH.landing}#${id}`;
