import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/** The charts section's demos (`<section path>/<slug>`), each loaded with its page only (chunks without names: a chunk's name costs
 * bytes in the area's entry, which lists every chunk). */
export const CHARTS_DEMOS: Record<ShowcaseSlug<'charts'>, DemoLoader> = {
  'apex-chart': () => import('./ApexChartDemo'),
  chartjs: () => import('./ChartjsDemo'),
};
