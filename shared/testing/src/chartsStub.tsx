// A stand-in for `@atrium/ui/charts` in jest, where ApexCharts cannot draw (no SVG layout in jsdom):
//   jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));
// Each chart is an image named by its label, carrying its screen-reader table's rows (data-rows), so a
// test reads the figures a chart shows.
import type { ChartProps } from '@atrium/ui/charts';

export function Chart({ label, table }: Pick<ChartProps, 'label' | 'table'>) {
  return <div role="img" aria-label={label} data-rows={JSON.stringify(table?.rows ?? [])} />;
}

export const preloadCharts = () => Promise.resolve();
