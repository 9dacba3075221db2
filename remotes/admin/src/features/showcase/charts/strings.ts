import { loadShowcaseNamespace } from '../showcaseStrings';

/** The charts section's strings: a namespace of their own, in the showcase's one chunk per language. */
export const SHOWCASE_CHARTS_NS = 'showcaseCharts';

export const loadChartsStrings = () => loadShowcaseNamespace(SHOWCASE_CHARTS_NS);
