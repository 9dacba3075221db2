import {
  Component,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
  type RefObject,
} from 'react';
import type { ApexOptions } from 'apexcharts';
import type ReactApexChart from 'react-apexcharts';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { AtriumTheme } from '../theme/theme';
import { Skeleton } from '../components/Skeleton';
import { ChartDataTable, type ChartTable } from './ChartDataTable';
import { mergeChartOptions } from './mergeChartOptions';

type ChartLibrary = { default: typeof ReactApexChart };

let chartLibrary: Promise<ChartLibrary> | undefined;
/** The library once it has arrived: a chart rendered after that draws in the same render. */
let loadedLibrary: ChartLibrary | undefined;

/**
 * Starts fetching the charting library (react-apexcharts, and apexcharts with it), once. A page whose
 * charts wait for data calls it as it opens, so the library arrives while the data is on its way
 * rather than after it; otherwise it is fetched when a chart first renders. A failed fetch is
 * forgotten, so the next chart tries again.
 */
export function preloadCharts(): Promise<ChartLibrary> {
  // Preloaded: requested together with the chunk that holds this module (a dashboard page's), rather
  // than once that chunk has run.
  chartLibrary ??= import(/* webpackPreload: true */ 'react-apexcharts').then(
    (library) => (loadedLibrary = library),
    (error: unknown) => {
      chartLibrary = undefined;
      throw error;
    },
  );
  return chartLibrary;
}

/**
 * The charting library as ordinary state rather than through React.lazy: a lazy component suspends on
 * its first render even when its module is already here, and once a Suspense fallback has shown, React
 * holds the content back for its fallback throttle (300 ms) — a dashboard's charts would all wait.
 */
function useChartLibrary(): { library?: ChartLibrary; failed: boolean } {
  const [library, setLibrary] = useState(loadedLibrary);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (library) return;
    let live = true;
    preloadCharts().then(
      (loaded) => live && setLibrary(loaded),
      (error: unknown) => {
        console.error('Chart failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [library]);
  return { library, failed };
}

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

export { mergeChartOptions };

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
      // In RTL the value axis is on the right: the left edge keeps room for the first category's
      // label when it is slanted (the value axis gives it that room in LTR).
      padding: { top: -10, left: rtl ? 24 : 6, right: 6, bottom: 0 },
    },
    dataLabels: { enabled: false },
    legend: {
      fontFamily: theme.font.family,
      labels: { colors: palette.text.secondary },
      markers: { offsetX: rtl ? 3 : -3 },
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

/**
 * What Apex, drawing left-to-right, cannot know of RTL: horizontal bars grow from the right (their value
 * axis reversed; only a bar chart's own options say it is horizontal), and the legend is read from the
 * right — its first series rightmost, its `left` alignment (the line's start) on the right.
 */
export function withRtlLayout(options: ChartOptions, theme: AtriumTheme, type: ChartType): ChartOptions {
  if (theme.direction !== 'rtl') return options;
  const mirrored = { left: 'right', right: 'left' } as const;
  const align = options.legend?.horizontalAlign;
  const out: ChartOptions = {
    ...options,
    legend: {
      ...options.legend,
      inverseOrder: true,
      ...(align === 'left' || align === 'right' ? { horizontalAlign: mirrored[align] } : {}),
    },
  };
  const horizontal = type === 'bar' && options.plotOptions?.bar?.horizontal;
  if (horizontal && !Array.isArray(options.yaxis)) out.yaxis = { ...options.yaxis, reversed: true };
  return out;
}

/** How far outside the window a chart starts drawing, so it is drawn by the time it scrolls in. */
const DRAW_AHEAD = '50% 0px';

/**
 * Whether the chart is in or near the window. Drawing a chart (measuring its text, building its SVG)
 * is the costliest part of opening a dashboard; those below the fold draw as they come near, so the
 * cards in view are drawn first and the page answers sooner. Where there is no IntersectionObserver
 * (jsdom) everything draws at once.
 */
function useNearWindow(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // Measured before the first paint: a chart in view draws in the same frame as its card; one just
  // outside the window draws a frame later (the observer below), after those the user can see.
  useLayoutEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const box = element.getBoundingClientRect();
    if (box.bottom > 0 && box.top < window.innerHeight) setNear(true);
  }, [near, ref]);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** A chart that throws while drawing shows a message in its place instead of breaking the page. */
class ChartErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Chart failed to draw', error, info.componentStack);
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
  /* The legend is HTML: in RTL each marker comes before (right of) its name. */
  .apexcharts-legend-series {
    direction: ${({ theme }) => theme.direction};
  }
`;

const Failed = styled.div<{ $height: string }>`
  display: grid;
  place-items: center;
  block-size: ${({ $height }) => $height};
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const cssLength = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

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
    () => withRtlLayout(mergeChartOptions(chartThemeOptions(theme, type), options), theme, type),
    [theme, type, options],
  );
  const { library, failed } = useChartLibrary();
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearWindow(frame);
  const h = cssLength(height);
  const failedMessage = <Failed $height={h}>{t('chartFailed', 'The chart could not be loaded')}</Failed>;
  const ApexChart = library?.default;
  const chart = (
    <Frame ref={frame} role="img" aria-label={label} className={table ? undefined : className} $height={h}>
      {failed ? (
        failedMessage
      ) : ApexChart && near ? (
        <ChartErrorBoundary fallback={failedMessage}>
          {/* Apex draws left-to-right; RTL is handled through the options (opposite axis), so the canvas stays LTR. */}
          <div dir="ltr">
            <ApexChart
              key={`${theme.mode}-${theme.direction}`}
              type={type}
              series={series}
              options={merged}
              height={height}
              width={width}
            />
          </div>
        </ChartErrorBoundary>
      ) : (
        // Waiting for the library, or for the chart to come near the window (not loading: nothing to wait for).
        <Skeleton
          $height={h}
          aria-hidden="true"
          {...(ApexChart ? { 'data-chart-deferred': '' } : { 'data-chart-loading': '' })}
        />
      )}
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
