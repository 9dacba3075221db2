/** The showcase's component pages, in menu order (the area contract lists them without loading the demos). */
export const SHOWCASE_SLUGS = [
  'alert',
  'avatar',
  'badge',
  'button',
  'chip',
  'dialog',
  'menu',
  'pagination',
  'progress-circular',
  'progress-linear',
  'snackbar',
  'tabs',
  'tooltip',
] as const;

export type ShowcaseSlug = (typeof SHOWCASE_SLUGS)[number];
