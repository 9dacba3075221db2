import { screen, within } from '@testing-library/react';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

// jsdom has no canvas to draw on: the stand-in is the canvas react-chartjs-2 renders, with its type.
jest.mock('react-chartjs-2', () => ({
  Chart: ({ type, ...canvas }: { type: string }) => <canvas data-type={type} {...canvas} />,
}));

beforeAll(() => setupI18n());

test('each Chart.js chart is drawn, named, with its figures for screen readers', async () => {
  const { default: Page } = await loadShowcasePage('charts', 'chartjs');
  renderPage(<Page />, { url: '/charts/chartjs' });
  const charts = await screen.findAllByRole('img');
  expect(charts.map((chart) => chart.getAttribute('data-type'))).toEqual([
    'bar',
    'bar',
    'line',
    'radar',
    'polarArea',
    'doughnut',
    'scatter',
    'bubble',
  ]);
  expect(screen.getAllByRole('table')).toHaveLength(8);
  const bubbles = screen.getByRole('table', { name: /Campaigns/ });
  expect(within(bubbles).getAllByRole('rowheader')[0]).toHaveTextContent('Spring sale');
  expect(document.body).not.toHaveTextContent(/\b(sampleData|chartjs)\.[a-z]/);
});
