import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/** The cards section's demos (`<section path>/<slug>`), each loaded with its page only. */
export const CARDS_DEMOS: Partial<Record<ShowcaseSlug<'cards'>, DemoLoader>> = {};
