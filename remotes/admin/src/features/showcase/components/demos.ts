import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/**
 * The components section's demos (`<section path>/<slug>`). The demos built only on the design system,
 * of every section, share one chunk (each chunk costs an entry in the area's remoteEntry.js, which
 * lists them all); a demo that brings a library of its own is a chunk of its own, loaded with its page
 * only.
 */
export const COMPONENTS_DEMOS: Record<ShowcaseSlug<'components'>, DemoLoader> = {
  alert: () => import(/* webpackChunkName: "showcase-demos" */ './AlertDemo'),
  avatar: () => import(/* webpackChunkName: "showcase-demos" */ './AvatarDemo'),
  badge: () => import(/* webpackChunkName: "showcase-demos" */ './BadgeDemo'),
  button: () => import(/* webpackChunkName: "showcase-demos" */ './ButtonDemo'),
  chip: () => import(/* webpackChunkName: "showcase-demos" */ './ChipDemo'),
  dialog: () => import(/* webpackChunkName: "showcase-demos" */ './DialogDemo'),
  'expansion-panel': () => import(/* webpackChunkName: "showcase-demos" */ './ExpansionPanelDemo'),
  list: () => import(/* webpackChunkName: "showcase-demos" */ './ListDemo'),
  menu: () => import(/* webpackChunkName: "showcase-demos" */ './MenuDemo'),
  pagination: () => import(/* webpackChunkName: "showcase-demos" */ './PaginationDemo'),
  'progress-circular': () => import(/* webpackChunkName: "showcase-demos" */ './ProgressCircularDemo'),
  'progress-linear': () => import(/* webpackChunkName: "showcase-demos" */ './ProgressLinearDemo'),
  snackbar: () => import(/* webpackChunkName: "showcase-demos" */ './SnackbarDemo'),
  tabs: () => import(/* webpackChunkName: "showcase-demos" */ './TabsDemo'),
  timeline: () => import(/* webpackChunkName: "showcase-demos" */ './TimelineDemo'),
  tooltip: () => import(/* webpackChunkName: "showcase-demos" */ './TooltipDemo'),
};
