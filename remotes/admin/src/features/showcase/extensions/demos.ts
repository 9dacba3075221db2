import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/** The extensions section's demos (`<section path>/<slug>`), each loaded with its page only. */
export const EXTENSIONS_DEMOS: Partial<Record<ShowcaseSlug<'extensions'>, DemoLoader>> = {
  swiper: () => import(/* webpackChunkName: "showcase-swiper" */ './SwiperDemo'),
  tour: () => import(/* webpackChunkName: "showcase-tour" */ './TourDemo'),
};
