import { useMemo } from 'react';
import type { ChartData, ChartOptions } from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import styled, { useTheme } from 'styled-components';
import { registerChartJs } from './register';
import { mergeChartOptions } from '../charts/mergeChartOptions';
import { ChartDataTable, type ChartTable } from '../charts/ChartDataTable';
import { chartJsThemeOptions, themeChartJsData, type ChartJsType } from './chartJsTheme';

export interface ChartJsProps<T extends ChartJsType = ChartJsType> {
  type: T;
  /** Labels and datasets; a dataset that names no colours gets the theme's. */
  data: ChartData<T>;
  /** Chart.js options for the type, merged over the theme defaults (yours win, arrays are replaced whole). */
  options?: ChartOptions<T>;
  /** Pixels or a CSS length (default 300). */
  height?: number | string;
  /** What the chart shows, for screen readers ("Revenue per month, 2025"): the chart's accessible name. */
  label: string;
  /** The figures drawn, as a table only screen readers meet (a canvas says nothing to them). */
  table?: ChartTable;
  className?: string;
}

registerChartJs();

const Frame = styled.div<{ $height: string }>`
  position: relative;
  min-inline-size: 0;
  block-size: ${({ $height }) => $height};
`;

const cssLength = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A Chart.js chart in the Atrium theme (colours, font, grid, dark mode, RTL), drawn on a canvas named
 * for screen readers. Import it from `@atrium/ui/chartjs`: Chart.js then loads only where it is used.
 */
export function ChartJs<T extends ChartJsType>({
  type,
  data,
  options,
  height = 300,
  label,
  table,
  className,
}: ChartJsProps<T>) {
  const theme = useTheme();
  const merged = useMemo(
    () => mergeChartOptions(chartJsThemeOptions(theme, type), options as ChartOptions | undefined),
    [theme, type, options],
  );
  const themed = useMemo(() => themeChartJsData(theme, type, data as ChartData), [theme, type, data]);
  return (
    <div className={className}>
      <Frame $height={cssLength(height)}>
        <ReactChart
          // A new chart when the direction flips: axes' sides and the legend's order are laid out once.
          key={theme.direction}
          type={type}
          data={themed}
          options={merged}
          role="img"
          aria-label={label}
        />
      </Frame>
      {table && <ChartDataTable table={table} label={label} />}
    </div>
  );
}
