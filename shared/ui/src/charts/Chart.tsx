import { Component, lazy, Suspense, useMemo, type ErrorInfo, type ReactNode } from 'react';
import type { ApexOptions } from 'apexcharts';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { AtriumTheme } from '../theme/theme';
import { Skeleton } from '../components/Skeleton';
import { VisuallyHidden } from '../components/VisuallyHidden';

let chartLibrary: ReturnType<typeof importChartLibrary> | undefined;
const importChartLibrary = () => import('react-apexcharts');

/**
 * Starts fetching the charting library (react-apexcharts, and apexcharts with it), once. A page whose
 * charts wait for data calls it as it opens, so the library arrives while the data is on its way
 * rather than after it; otherwise it is fetched when a chart first renders.
 */
export function preloadCharts() {
  chartLibrary ??= importChartLibrary();
  return chartLibrary;
}

const ReactApexChart = lazy(preloadCharts);

export type ChartType =
  | 'line'
  | 'area'
  | 'bar'
  | 'pie'
  | 'donut'
  | 'radialBar'
  | 'scatter'
  | 'bubble'
  | 'heatmap'
  | 'candlestick'
  | 'boxPlot'
  | 'radar'
  | 'polarArea'
  | 'rangeBar'
  | 'rangeArea'
  | 'treemap';

export type ChartSeries = NonNullable<ApexOptions['series']>;
export type ChartOptions = ApexOptions;

export interface ChartProps {
  type: ChartType;
  series: ChartSeries;
  /** ApexCharts options; merged over the theme defaults (yours win, arrays are replaced whole). */
  options?: ChartOptions;
  /** Pixels or a CSS length (default 300). */
  height?: number | string;
  width?: number | string;
  /** What the chart shows, for screen readers ("Revenue per month, 2025"): the chart's accessible name. */
  label: string;
  /**
   * The figures drawn, as a table for screen readers (visually hidden): a drawing says nothing to
   * them. The caption defaults to `label`.
   */
  table?: ChartTable;
  className?: string;
}

export interface ChartTable {
  caption?: string;
  columns: string[];
  rows: (string | number)[][];
}

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/** Deep-merges plain objects; arrays, functions and primitives from `override` replace the base. */
export function mergeChartOptions<A extends object, B extends object>(
  base: A,
  override: B | undefined,
): A & B {
  if (!override) return base as A & B;
  const out: PlainObject = { ...(base as PlainObject) };
  for (const [key, value] of Object.entries(override as PlainObject)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeChartOptions(current, value) : value;
  }
  return out as A & B;
}

/** The theme's defaults for every chart: palette, font, text and grid colours, dark mode, RTL axes. */
export function chartThemeOptions(theme: AtriumTheme, type: ChartType): ChartOptions {
  const { palette } = theme;
  const rtl = theme.direction === 'rtl';
  // Axis labels in the secondary text colour: the disabled one is too faint to read, above all in dark mode.
  const axisLabels = {
    style: { colors: palette.text.secondary, fontSize: '13px', fontFamily: theme.font.family },
  };
  const cartesian = !['pie', 'donut', 'radialBar', 'polarArea', 'radar', 'treemap'].includes(type);
  return {
    chart: {
      fontFamily: theme.font.family,
      foreColor: palette.text.secondary,
      background: 'transparent',
      toolbar: { show: false },
      parentHeightOffset: 0,
      zoom: { enabled: false },
      // Drawn at once: an animated entrance keeps the main thread busy for most of a second per chart,
      // and a dashboard opens with several.
      animations: { enabled: false },
    },
    colors: [
      palette.primary.main,
      palette.info.main,
      palette.success.main,
      palette.warning.main,
      palette.error.main,
      palette.secondary.main,
    ],
    theme: { mode: theme.mode },
    grid: {
      borderColor: palette.divider,
      strokeDashArray: 6,
      padding: { top: -10, left: 6, right: 6, bottom: 0 },
    },
    dataLabels: { enabled: false },
    legend: {
      fontFamily: theme.font.family,
      labels: { colors: palette.text.secondary },
      markers: { offsetX: rtl ? 6 : -3 },
      itemMargin: { horizontal: 8 },
    },
    tooltip: { theme: theme.mode, style: { fontFamily: theme.font.family } },
    stroke: { lineCap: 'round' },
    states: { hover: { filter: { type: 'none' } }, active: { filter: { type: 'none' } } },
    ...(cartesian
      ? {
          xaxis: {
            axisBorder: { show: false },
            axisTicks: { color: palette.divider },
            labels: axisLabels,
            crosshairs: { stroke: { color: palette.divider } },
          },
          // The value axis sits on the reading-direction start (the right in RTL), labels against it.
          yaxis: { opposite: rtl, labels: { ...axisLabels, align: rtl ? 'left' : 'right' } },
        }
      : {}),
    plotOptions: {
      pie: {
        donut: {
          labels: { name: { color: palette.text.secondary }, value: { color: palette.text.primary } },
        },
      },
      radialBar: {
        track: { background: palette.action.selected },
        dataLabels: { name: { color: palette.text.secondary }, value: { color: palette.text.primary } },
      },
      bar: { borderRadius: 6 },
    },
  };
}

/** A failed chunk (offline, redeploy) shows a message in the chart's place instead of breaking the page. */
class ChartErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Chart failed to load', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const Frame = styled.div<{ $height: string }>`
  position: relative;
  min-inline-size: 0;
  min-block-size: ${({ $height }) => $height};
  /* ApexCharts' tooltip and menu use the app's surfaces. */
  .apexcharts-tooltip,
  .apexcharts-xaxistooltip,
  .apexcharts-menu {
    border-color: ${({ theme }) => theme.palette.divider} !important;
    background: ${({ theme }) => theme.palette.background.paper} !important;
    color: ${({ theme }) => theme.palette.text.primary} !important;
    box-shadow: ${({ theme }) => theme.shadows[2]} !important;
  }
  .apexcharts-tooltip-title {
    border-color: ${({ theme }) => theme.palette.divider} !important;
    background: ${({ theme }) => theme.palette.action.hover} !important;
  }
`;

const Failed = styled.div<{ $height: string }>`
  display: grid;
  place-items: center;
  block-size: ${({ $height }) => $height};
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const cssLength = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/** The chart's figures as a table only screen readers meet; numbers keep the page's language. */
function ChartDataTable({ table, label }: { table: ChartTable; label: string }) {
  const { i18n } = useTranslation('ui');
  const format = (cell: string | number) =>
    typeof cell === 'number' ? cell.toLocaleString(i18n.language) : cell;
  return (
    <VisuallyHidden as="table">
      <caption>{table.caption ?? label}</caption>
      <thead>
        <tr>
          {table.columns.map((column, i) => (
            <th key={i} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) =>
              c === 0 ? (
                <th key={c} scope="row">
                  {format(cell)}
                </th>
              ) : (
                <td key={c}>{format(cell)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </VisuallyHidden>
  );
}

/**
 * An ApexCharts chart in the Atrium theme (colours, font, dark mode, RTL), loaded lazily:
 * a Skeleton holds its place until the charting library arrives. Import it from `@atrium/ui/charts`.
 */
export function Chart({
  type,
  series,
  options,
  height = 300,
  width = '100%',
  label,
  table,
  className,
}: ChartProps) {
  const theme = useTheme();
  const { t } = useTranslation('ui');
  const merged = useMemo(
    () => mergeChartOptions(chartThemeOptions(theme, type), options),
    [theme, type, options],
  );
  const h = cssLength(height);
  const chart = (
    <Frame role="img" aria-label={label} className={table ? undefined : className} $height={h}>
      <ChartErrorBoundary
        fallback={<Failed $height={h}>{t('chartFailed', 'The chart could not be loaded')}</Failed>}
      >
        <Suspense fallback={<Skeleton $height={h} aria-hidden="true" data-chart-loading="" />}>
          {/* Apex draws left-to-right; RTL is handled through the options (opposite axis), so the canvas stays LTR. */}
          <div dir="ltr">
            <ReactApexChart
              key={`${theme.mode}-${theme.direction}`}
              type={type}
              series={series}
              options={merged}
              height={height}
              width={width}
            />
          </div>
        </Suspense>
      </ChartErrorBoundary>
    </Frame>
  );
  if (!table) return chart;
  // The table is the frame's sibling: inside an element with role img, its content would be hidden.
  return (
    <div className={className}>
      {chart}
      <ChartDataTable table={table} label={label} />
    </div>
  );
}
