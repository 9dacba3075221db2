import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/**
 * The pages section's demos (`<section path>/<slug>`). The demos built only on the design system,
 * of every section, share one chunk (each chunk costs an entry in the area's remoteEntry.js, which
 * lists them all); a demo that brings a library of its own is a chunk of its own, loaded with its page
 * only.
 */
export const PAGES_DEMOS: Record<ShowcaseSlug<'pages'>, DemoLoader> = {
  typography: () => import(/* webpackChunkName: "showcase-demos" */ './TypographyDemo'),
  icons: () => import('./IconsDemo'),
  'dialog-examples': () => import(/* webpackChunkName: "showcase-demos" */ './DialogExamplesDemo'),
};
