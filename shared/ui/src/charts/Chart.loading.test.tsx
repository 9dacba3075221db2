import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Chart } from './Chart';

// The library's module as this file's charts meet it: unreachable at first (offline, a redeploy), then here.
let mockOffline = true;
jest.mock('react-apexcharts', () => {
  if (mockOffline) throw new Error('Loading chunk failed');
  return { __esModule: true, default: ({ type }: { type: string }) => <div data-testid="apex">{type}</div> };
});

describe('Chart loading the charting library', () => {
  it('says so in its place when the library cannot be fetched, and the next chart tries again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderWithTheme(<Chart type="bar" label="Orders" series={[{ data: [1] }]} />);
    expect(await screen.findByText('The chart could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Orders' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    unmount();

    mockOffline = false;
    const again = renderWithTheme(<Chart type="line" label="Revenue" series={[{ data: [1] }]} />);
    expect(await screen.findByTestId('apex')).toHaveTextContent('line');
    again.unmount();
  });

  it('draws at once, with no placeholder, once the library is here', () => {
    renderWithTheme(<Chart type="area" label="Sessions" series={[{ data: [2] }]} />);
    expect(screen.getByTestId('apex')).toHaveTextContent('area');
  });
});
