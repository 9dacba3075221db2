import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/** The extensions section's demos (`<section path>/<slug>`), each loaded with its page only (chunks without names: a chunk's name costs
 * bytes in the area's entry, which lists every chunk). */
export const EXTENSIONS_DEMOS: Record<ShowcaseSlug<'extensions'>, DemoLoader> = {
  swiper: () => import('./SwiperDemo'),
  tour: () => import('./TourDemo'),
};
