import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/** The charts section's demos (`<section path>/<slug>`), each loaded with its page only. */
export const CHARTS_DEMOS: Partial<Record<ShowcaseSlug<'charts'>, DemoLoader>> = {
  'apex-chart': () => import(/* webpackChunkName: "showcase-apex-chart" */ './ApexChartDemo'),
  chartjs: () => import(/* webpackChunkName: "showcase-chartjs" */ './ChartjsDemo'),
};
