// The Chart.js charts of the design system: an entry of its own, so only the pages that draw one
// download Chart.js.
export * from './ChartJs';
export * from './chartJsTheme';
export type { ChartTable } from '../charts/ChartDataTable';
