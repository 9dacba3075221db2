import { screen } from '@testing-library/react';
import type { ApexOptions } from 'apexcharts';
import { renderWithTheme } from '../test/renderWithTheme';
import { Chart, chartThemeOptions, mergeChartOptions } from './Chart';
import { buildTheme, DEFAULT_THEME_SETTINGS } from '../theme/theme';

// The real library draws SVG with layout measurements jsdom cannot do; the stand-in shows what it received.
const received: { type?: string; options?: ApexOptions; series?: unknown }[] = [];

jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: (props: { type?: string; options?: ApexOptions; series?: unknown }) => {
    received.push(props);
    return <div data-testid="apex">{props.type}</div>;
  },
}));

describe('mergeChartOptions', () => {
  it('deep-merges objects and replaces arrays', () => {
    expect(
      mergeChartOptions(
        { chart: { toolbar: { show: false }, height: 1 }, colors: ['a', 'b'] },
        { chart: { toolbar: { show: true } }, colors: ['c'] },
      ),
    ).toEqual({
      chart: { toolbar: { show: true }, height: 1 },
      colors: ['c'],
    });
  });
});

describe('chartThemeOptions', () => {
  const light = buildTheme({ ...DEFAULT_THEME_SETTINGS, theme: 'light' }, false);
  it('uses the theme palette, font and mode', () => {
    const o = chartThemeOptions(light, 'line');
    expect(o.colors?.[0]).toBe(light.palette.primary.main);
    expect(o.chart?.fontFamily).toBe(light.font.family);
    expect(o.theme?.mode).toBe('light');
    expect(o.grid?.borderColor).toBe(light.palette.divider);
    expect(
      chartThemeOptions(buildTheme({ ...DEFAULT_THEME_SETTINGS, theme: 'dark' }, false), 'line').theme?.mode,
    ).toBe('dark');
  });

  it('puts the value axis on the right in RTL, and leaves axes out of round charts', () => {
    const rtl = buildTheme({ ...DEFAULT_THEME_SETTINGS, isRTL: true }, false);
    expect((chartThemeOptions(rtl, 'bar').yaxis as { opposite?: boolean }).opposite).toBe(true);
    expect((chartThemeOptions(light, 'bar').yaxis as { opposite?: boolean }).opposite).toBe(false);
    expect(chartThemeOptions(light, 'donut').yaxis).toBeUndefined();
  });
});

describe('Chart', () => {
  it('shows a placeholder until the library loads, then the chart with themed, merged options', async () => {
    renderWithTheme(
      <Chart
        type="area"
        label="Revenue per month"
        series={[{ name: 'Revenue', data: [1, 2, 3] }]}
        options={{ chart: { toolbar: { show: true } } }}
      />,
    );
    const figure = screen.getByRole('img', { name: 'Revenue per month' });
    expect(figure).toBeInTheDocument();
    expect(screen.queryByTestId('apex')).not.toBeInTheDocument();
    expect(await screen.findByTestId('apex')).toHaveTextContent('area');
    const last = received[received.length - 1];
    expect(last.options?.chart?.toolbar?.show).toBe(true);
    expect(last.options?.chart?.fontFamily).toBeTruthy();
    expect(last.series).toEqual([{ name: 'Revenue', data: [1, 2, 3] }]);
  });

  it('follows the theme: dark mode reaches the chart options', async () => {
    const { setThemeSettings } = renderWithTheme(
      <Chart type="bar" label="Orders" series={[{ name: 'Orders', data: [4] }]} />,
    );
    await screen.findByTestId('apex');
    setThemeSettings({ theme: 'dark' });
    await screen.findByTestId('apex');
    expect(received[received.length - 1].options?.theme?.mode).toBe('dark');
  });
});

describe('Chart in RTL', () => {
  it('grows horizontal bars from the right, and leaves columns and LTR bars as they are', async () => {
    const bars = { plotOptions: { bar: { horizontal: true } } };
    const { setThemeSettings } = renderWithTheme(
      <Chart type="bar" label="Visits" series={[{ name: 'Visits', data: [4, 2] }]} options={bars} />,
    );
    await screen.findByTestId('apex');
    expect(received[received.length - 1].options?.yaxis).not.toHaveProperty('reversed', true);
    setThemeSettings({ isRTL: true });
    await screen.findByTestId('apex');
    expect(received[received.length - 1].options?.yaxis).toMatchObject({ reversed: true, opposite: true });
  });

  it('reads the legend from the right: first series rightmost, aligned to the start of the line', async () => {
    const { setThemeSettings } = renderWithTheme(
      <Chart
        type="line"
        label="Sessions"
        series={[{ name: 'Sessions', data: [4, 2] }]}
        options={{ legend: { position: 'top', horizontalAlign: 'left' } }}
      />,
    );
    await screen.findByTestId('apex');
    expect(received[received.length - 1].options?.legend).toMatchObject({ horizontalAlign: 'left' });
    expect(received[received.length - 1].options?.legend?.inverseOrder).toBeFalsy();
    setThemeSettings({ isRTL: true });
    await screen.findByTestId('apex');
    expect(received[received.length - 1].options?.legend).toMatchObject({
      horizontalAlign: 'right',
      inverseOrder: true,
    });
  });

  it('does not reverse vertical bars', async () => {
    const { setThemeSettings } = renderWithTheme(
      <Chart type="bar" label="Orders" series={[{ name: 'Orders', data: [4] }]} />,
    );
    setThemeSettings({ isRTL: true });
    await screen.findByTestId('apex');
    expect(received[received.length - 1].options?.yaxis).not.toHaveProperty('reversed', true);
  });
});

describe('Chart table fallback', () => {
  it('gives screen readers the figures as a hidden table beside the named chart', async () => {
    renderWithTheme(
      <Chart
        type="bar"
        label="Sales by month"
        series={[{ name: 'Sales', data: [1200, 3400] }]}
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
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Month', 'Sales']);
    expect(screen.getByRole('rowheader', { name: 'Feb' })).toBeInTheDocument();
    expect(table).toHaveTextContent('3,400');
    await screen.findByTestId('apex');
  });

  it('uses its own caption when given, and no table without one', async () => {
    const { unmount } = renderWithTheme(
      <Chart
        type="donut"
        label="Tickets"
        series={[3, 4]}
        table={{ caption: 'Tickets by state', columns: ['State', 'Tickets'], rows: [['Open', 3]] }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Tickets by state' })).toBeInTheDocument();
    await screen.findByTestId('apex');
    unmount();
    renderWithTheme(<Chart type="donut" label="Tickets" series={[3, 4]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await screen.findByTestId('apex');
  });
});
