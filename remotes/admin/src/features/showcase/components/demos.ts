import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/** The components section's demos (`<section path>/<slug>`), each loaded with its page only. */
export const COMPONENTS_DEMOS: Partial<Record<ShowcaseSlug<'components'>, DemoLoader>> = {
  alert: () => import(/* webpackChunkName: "showcase-alert" */ './AlertDemo'),
  avatar: () => import(/* webpackChunkName: "showcase-avatar" */ './AvatarDemo'),
  badge: () => import(/* webpackChunkName: "showcase-badge" */ './BadgeDemo'),
  button: () => import(/* webpackChunkName: "showcase-button" */ './ButtonDemo'),
  chip: () => import(/* webpackChunkName: "showcase-chip" */ './ChipDemo'),
  dialog: () => import(/* webpackChunkName: "showcase-dialog" */ './DialogDemo'),
  'expansion-panel': () => import(/* webpackChunkName: "showcase-expansion-panel" */ './ExpansionPanelDemo'),
  list: () => import(/* webpackChunkName: "showcase-list" */ './ListDemo'),
  menu: () => import(/* webpackChunkName: "showcase-menu" */ './MenuDemo'),
  pagination: () => import(/* webpackChunkName: "showcase-pagination" */ './PaginationDemo'),
  'progress-circular': () =>
    import(/* webpackChunkName: "showcase-progress-circular" */ './ProgressCircularDemo'),
  'progress-linear': () => import(/* webpackChunkName: "showcase-progress-linear" */ './ProgressLinearDemo'),
  snackbar: () => import(/* webpackChunkName: "showcase-snackbar" */ './SnackbarDemo'),
  tabs: () => import(/* webpackChunkName: "showcase-tabs" */ './TabsDemo'),
  timeline: () => import(/* webpackChunkName: "showcase-timeline" */ './TimelineDemo'),
  tooltip: () => import(/* webpackChunkName: "showcase-tooltip" */ './TooltipDemo'),
};
