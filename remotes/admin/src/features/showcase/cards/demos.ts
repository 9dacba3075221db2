import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/**
 * The cards section's demos (`<section path>/<slug>`). The demos built only on the design system,
 * of every section, share one chunk (each chunk costs an entry in the area's remoteEntry.js, which
 * lists them all); a demo that brings a library of its own is a chunk of its own, loaded with its page
 * only.
 */
export const CARDS_DEMOS: Record<ShowcaseSlug<'cards'>, DemoLoader> = {
  'card-basic': () => import(/* webpackChunkName: "showcase-demos" */ './CardBasicDemo'),
  'card-advance': () => import(/* webpackChunkName: "showcase-demos" */ './CardAdvanceDemo'),
  'card-statistics': () => import(/* webpackChunkName: "showcase-demos" */ './CardStatisticsDemo'),
  'card-widgets': () => import(/* webpackChunkName: "showcase-demos" */ './CardWidgetsDemo'),
  'card-actions': () => import(/* webpackChunkName: "showcase-demos" */ './CardActionsDemo'),
};
