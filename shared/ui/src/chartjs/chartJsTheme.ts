import type { ChartData, ChartOptions } from 'chart.js';
import type { AtriumTheme } from '../theme/theme';
import { alpha } from '../theme/color';

/** The chart types the wrapper draws (the pieces registered for them in `register.ts`). */
export type ChartJsType = 'bar' | 'line' | 'radar' | 'polarArea' | 'doughnut' | 'pie' | 'scatter' | 'bubble';

const ROUND: ChartJsType[] = ['polarArea', 'doughnut', 'pie'];
const RADIAL: ChartJsType[] = ['radar', 'polarArea'];
/** Charts whose x axis is a sequence read in the page's direction (categories, time): mirrored in RTL. */
const SEQUENCE: ChartJsType[] = ['bar', 'line'];

/** The series colours, in order: the same as the ApexCharts wrapper's, so both kinds of chart match. */
export function chartJsPalette(theme: AtriumTheme): string[] {
  const { palette } = theme;
  return [
    palette.primary.main,
    palette.info.main,
    palette.success.main,
    palette.warning.main,
    palette.error.main,
    palette.secondary.main,
  ];
}

/**
 * The theme's defaults for a Chart.js chart: text, grid and tooltip colours from the tokens (light and
 * dark), the app's font, RTL legend and tooltips, the value axis on the reading side and a mirrored
 * x axis in RTL. The canvas knows nothing of CSS, so every colour is given here.
 */
export function chartJsThemeOptions(theme: AtriumTheme, type: ChartJsType): ChartOptions {
  const { palette } = theme;
  const rtl = theme.direction === 'rtl';
  const font = { family: theme.font.family, size: 13 };
  const ticks = { color: palette.text.secondary, font };
  const grid = { color: palette.divider };
  const cartesian = !RADIAL.includes(type) && !ROUND.includes(type);
  const options: ChartOptions = {
    responsive: true,
    // The wrapper's box sets the height; the canvas fills it rather than keeping a ratio.
    maintainAspectRatio: false,
    // Drawn at once, like the ApexCharts wrapper: an animated entrance keeps the main thread busy.
    animation: false,
    color: palette.text.secondary,
    borderColor: palette.divider,
    font,
    plugins: {
      legend: {
        rtl,
        textDirection: theme.direction,
        position: 'bottom',
        labels: { color: palette.text.secondary, font, usePointStyle: true, boxWidth: 8, boxHeight: 8 },
      },
      tooltip: {
        rtl,
        textDirection: theme.direction,
        backgroundColor: palette.tooltip.background,
        titleColor: palette.tooltip.text,
        bodyColor: palette.tooltip.text,
        footerColor: palette.tooltip.text,
        titleFont: { ...font, weight: 'bold' },
        bodyFont: font,
        cornerRadius: theme.radius.sm,
        padding: 10,
        usePointStyle: true,
        boxPadding: 4,
      },
    },
  };
  // Chart.js keeps room for a slanted first label at the axis's start, not at its end: reversed in
  // RTL, the last label (on the left) would be clipped.
  if (rtl && SEQUENCE.includes(type)) options.layout = { padding: { left: 20 } };
  if (cartesian)
    options.scales = {
      x: {
        // A sequence (months, days) reads from the right in RTL; a scatter's numeric axis stays as maths has it.
        reverse: rtl && SEQUENCE.includes(type),
        grid: { ...grid, display: type !== 'bar' },
        border: { display: false },
        ticks,
      },
      y: {
        // The value axis on the reading-direction start: the right in RTL.
        position: rtl ? 'right' : 'left',
        grid,
        border: { display: false },
        ticks,
      },
    };
  if (RADIAL.includes(type))
    options.scales = {
      r: {
        angleLines: { color: palette.divider },
        grid,
        pointLabels: { color: palette.text.secondary, font },
        // The scale's numbers sit over the drawing: on a chip of the surface, so they stay readable.
        ticks: {
          ...ticks,
          font: { ...font, size: 11 },
          backdropColor: palette.background.paper,
          backdropPadding: 2,
          z: 1,
        },
      },
    };
  return options;
}

type AnyDataset = Record<string, unknown>;

/**
 * The datasets coloured from the theme where they name no colours themselves: a series colour each
 * (lines, bars, points), or one per slice for round charts; slices are separated by the paper colour.
 */
export function themeChartJsData(theme: AtriumTheme, type: ChartJsType, data: ChartData): ChartData {
  const colors = chartJsPalette(theme);
  const datasets = data.datasets.map((dataset, index) => {
    const own = dataset as unknown as AnyDataset;
    const color = colors[index % colors.length];
    const defaults: AnyDataset = ROUND.includes(type)
      ? {
          backgroundColor:
            own.data instanceof Array ? own.data.map((_, i) => colors[i % colors.length]) : colors,
          borderColor: theme.palette.background.paper,
          borderWidth: 2,
          hoverOffset: 6,
        }
      : type === 'bar'
        ? { backgroundColor: color, borderRadius: 6, borderSkipped: false, maxBarThickness: 28 }
        : type === 'line'
          ? {
              borderColor: color,
              backgroundColor: alpha(color, 0.16),
              pointBackgroundColor: color,
              tension: 0.35,
            }
          : type === 'radar'
            ? { borderColor: color, backgroundColor: alpha(color, 0.24), pointBackgroundColor: color }
            : { borderColor: color, backgroundColor: alpha(color, 0.6) };
    return { ...defaults, ...own };
  });
  return { ...data, datasets } as unknown as ChartData;
}
