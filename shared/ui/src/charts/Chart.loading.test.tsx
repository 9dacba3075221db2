import { act, screen } from '@testing-library/react';
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

describe('Chart below the fold', () => {
  let intersect: (() => void) | undefined;
  beforeEach(() => {
    // A window 768 px high, the chart 3,000 px down; the observer says when it comes near.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 3000,
      bottom: 3300,
    } as DOMRect);
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      intersect = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
      return { observe: jest.fn(), disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('keeps its place and draws once it nears the window', () => {
    renderWithTheme(<Chart type="bar" label="Deliveries" series={[{ data: [3] }]} />);
    expect(screen.getByRole('img', { name: 'Deliveries' })).toBeInTheDocument();
    expect(screen.queryByTestId('apex')).not.toBeInTheDocument();
    act(() => intersect?.());
    expect(screen.getByTestId('apex')).toHaveTextContent('bar');
  });
});
