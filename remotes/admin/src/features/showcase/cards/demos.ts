import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/** The cards section's demos (`<section path>/<slug>`), each loaded with its page only. */
export const CARDS_DEMOS: Partial<Record<ShowcaseSlug<'cards'>, DemoLoader>> = {
  'card-basic': () => import(/* webpackChunkName: "showcase-card-basic" */ './CardBasicDemo'),
  'card-advance': () => import(/* webpackChunkName: "showcase-card-advance" */ './CardAdvanceDemo'),
  'card-statistics': () => import(/* webpackChunkName: "showcase-card-statistics" */ './CardStatisticsDemo'),
  'card-widgets': () => import(/* webpackChunkName: "showcase-card-widgets" */ './CardWidgetsDemo'),
  'card-actions': () => import(/* webpackChunkName: "showcase-card-actions" */ './CardActionsDemo'),
};
