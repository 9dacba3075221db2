import { screen } from '@testing-library/react';
import { registry, type ChartData, type ChartOptions } from 'chart.js';
import { renderWithTheme } from '../test/renderWithTheme';
import { buildTheme, DEFAULT_THEME_SETTINGS } from '../theme/theme';
import { ChartJs } from './ChartJs';
import { chartJsThemeOptions, themeChartJsData } from './chartJsTheme';

// jsdom has no canvas to draw on: the stand-in is the canvas react-chartjs-2 renders, keeping what it received.
type Received = { type: string; data: ChartData; options: ChartOptions };
const received: Received[] = [];
jest.mock('react-chartjs-2', () => ({
  Chart: ({ type, data, options, ...canvas }: Received & Record<string, unknown>) => {
    received.push({ type, data, options });
    return <canvas {...canvas} />;
  },
}));
const last = () => received[received.length - 1];

const light = buildTheme({ ...DEFAULT_THEME_SETTINGS, theme: 'light' }, false);
const dark = buildTheme({ ...DEFAULT_THEME_SETTINGS, theme: 'dark' }, false);
const rtl = buildTheme({ ...DEFAULT_THEME_SETTINGS, theme: 'light', isRTL: true }, false);

const SALES: ChartData = { labels: ['Jan', 'Feb'], datasets: [{ label: 'Sales', data: [1200, 3400] }] };

describe('chartJsThemeOptions', () => {
  it('colours text, grid and tooltips from the theme, light and dark', () => {
    const o = chartJsThemeOptions(light, 'bar');
    expect(o.color).toBe(light.palette.text.secondary);
    expect(o.scales?.y?.grid?.color).toBe(light.palette.divider);
    expect(o.scales?.x?.ticks?.color).toBe(light.palette.text.secondary);
    expect(o.plugins?.tooltip?.backgroundColor).toBe(light.palette.tooltip.background);
    expect(o.plugins?.legend?.labels?.font).toMatchObject({ family: light.font.family });
    const d = chartJsThemeOptions(dark, 'bar');
    expect(d.color).toBe(dark.palette.text.secondary);
    expect(d.color).not.toBe(o.color);
    expect(d.scales?.y?.grid?.color).toBe(dark.palette.divider);
  });

  it('reads right to left in RTL: legend and tooltips, the value axis on the right, sequences mirrored', () => {
    const o = chartJsThemeOptions(rtl, 'line');
    expect(o.plugins?.legend?.rtl).toBe(true);
    expect(o.plugins?.tooltip?.rtl).toBe(true);
    expect(o.plugins?.legend?.textDirection).toBe('rtl');
    expect(o.scales?.x?.reverse).toBe(true);
    expect((o.scales?.y as { position?: string }).position).toBe('right');
    // A scatter's x axis is a number line: it keeps its direction.
    expect(chartJsThemeOptions(rtl, 'scatter').scales?.x?.reverse).toBe(false);
    expect(chartJsThemeOptions(light, 'line').scales?.x?.reverse).toBe(false);
    // Room on the left for the last (slanted) label of a mirrored sequence.
    expect(o.layout?.padding).toEqual({ left: 20 });
    expect(chartJsThemeOptions(light, 'bar').layout).toBeUndefined();
    expect((chartJsThemeOptions(light, 'line').scales?.y as { position?: string }).position).toBe('left');
  });

  it('gives radial charts a themed radial scale and round ones no axes', () => {
    const radar = chartJsThemeOptions(light, 'radar').scales?.r as {
      angleLines: { color: string };
      pointLabels: { color: string };
    };
    expect(radar.angleLines.color).toBe(light.palette.divider);
    expect(radar.pointLabels.color).toBe(light.palette.text.secondary);
    expect(chartJsThemeOptions(light, 'doughnut').scales).toBeUndefined();
  });
});

describe('themeChartJsData', () => {
  it('colours datasets that name no colour, and leaves those that do', () => {
    const data = themeChartJsData(light, 'bar', {
      labels: ['a'],
      datasets: [
        { label: 'One', data: [1] },
        { label: 'Two', data: [2] },
        { label: 'Three', data: [3], backgroundColor: 'teal' },
      ],
    });
    expect(data.datasets.map((d) => d.backgroundColor)).toEqual([
      light.palette.primary.main,
      light.palette.info.main,
      'teal',
    ]);
  });

  it('gives each slice of a round chart its own colour', () => {
    const data = themeChartJsData(light, 'doughnut', { labels: ['a', 'b'], datasets: [{ data: [1, 2] }] });
    expect(data.datasets[0].backgroundColor).toEqual([light.palette.primary.main, light.palette.info.main]);
    expect(data.datasets[0].borderColor).toBe(light.palette.background.paper);
  });
});

describe('ChartJs', () => {
  it('registers the pieces its chart types draw with, and only those', () => {
    for (const scale of ['category', 'linear', 'radialLinear'])
      expect(registry.getScale(scale)).toBeDefined();
    for (const element of ['bar', 'line', 'point', 'arc']) expect(registry.getElement(element)).toBeDefined();
    expect(registry.getController('bubble')).toBeDefined();
    // Not drawn by any of the wrapper's types: left out of the bundle.
    expect(() => registry.getScale('time')).toThrow();
    expect(() => registry.getScale('logarithmic')).toThrow();
  });

  it('is an image named for screen readers, with the figures in a hidden table', () => {
    renderWithTheme(
      <ChartJs
        type="bar"
        label="Sales by month"
        data={SALES}
        table={{
          columns: ['Month', 'Sales'],
          rows: [
            ['Jan', 1200],
            ['Feb', 3400],
          ],
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Sales by month' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales by month' });
    expect(screen.getByRole('rowheader', { name: 'Feb' })).toBeInTheDocument();
    expect(table).toHaveTextContent('3,400');
    expect(last().type).toBe('bar');
  });

  it('merges the caller options over the theme and follows a theme switch', () => {
    const { setThemeSettings } = renderWithTheme(
      <ChartJs
        type="line"
        label="Revenue"
        data={SALES}
        options={{ plugins: { legend: { display: false } } }}
      />,
      { settings: { theme: 'light' } },
    );
    expect(last().options.plugins?.legend?.display).toBe(false);
    expect(last().options.plugins?.legend?.labels?.color).toBe(light.palette.text.secondary);
    expect(last().data.datasets[0].borderColor).toBe(light.palette.primary.main);
    setThemeSettings({ theme: 'dark' });
    expect(last().options.color).toBe(dark.palette.text.secondary);
    setThemeSettings({ isRTL: true });
    expect(last().options.scales?.x?.reverse).toBe(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
