import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

// The real library draws SVG with layout measurements jsdom cannot do; the stand-in names what it drew.
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: ({ type, options }: { type: string; options: { chart?: { stacked?: boolean } } }) => (
    <div data-testid="apex" data-stacked={String(Boolean(options.chart?.stacked))}>
      {type}
    </div>
  ),
}));

beforeAll(() => setupI18n());

async function renderApexPage() {
  const { default: Page } = await loadShowcasePage('charts', 'apex-chart');
  return renderPage(<Page />, { url: '/charts/apex-chart' });
}

test('every kind of chart is drawn, named, with its figures for screen readers', async () => {
  await renderApexPage();
  const drawn = await screen.findAllByTestId('apex');
  expect(drawn.map((chart) => chart.textContent)).toEqual([
    'area',
    'bar',
    'bar',
    'line',
    'scatter',
    'heatmap',
    'radialBar',
    'radar',
    'donut',
    'candlestick',
  ]);
  expect(screen.getAllByRole('img')).toHaveLength(10);
  expect(screen.getAllByRole('table')).toHaveLength(10);
  const heatmap = screen.getByRole('table', { name: 'Orders by weekday and time of day' });
  expect(within(heatmap).getAllByRole('rowheader')).toHaveLength(7);
  const candles = screen.getByRole('table', { name: /Daily share price/ });
  expect(
    within(candles)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Date', 'Open', 'High', 'Low', 'Close']);
  expect(document.body).not.toHaveTextContent(/\b(sampleData|apex-chart)\.[a-z]/);
});

test('the column chart stacks its series when asked, and says so', async () => {
  const user = userEvent.setup();
  await renderApexPage();
  await screen.findAllByTestId('apex');
  expect(screen.getByRole('img', { name: /side by side/ })).toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Stacked' }));
  const stacked = screen.getByRole('img', { name: /stacked/ });
  expect(within(stacked).getByTestId('apex')).toHaveAttribute('data-stacked', 'true');
});
