import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/** The pages section's demos (`<section path>/<slug>`), each loaded with its page only. */
export const PAGES_DEMOS: Partial<Record<ShowcaseSlug<'pages'>, DemoLoader>> = {
  typography: () => import(/* webpackChunkName: "showcase-typography" */ './TypographyDemo'),
  icons: () => import(/* webpackChunkName: "showcase-icons" */ './IconsDemo'),
  'dialog-examples': () => import(/* webpackChunkName: "showcase-dialog-examples" */ './DialogExamplesDemo'),
};
