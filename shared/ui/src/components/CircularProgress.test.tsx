import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { CircularProgress } from './CircularProgress';

describe('CircularProgress', () => {
  it('is a progress bar, with its value when it has one', () => {
    renderWithTheme(<CircularProgress value={40} aria-label="Upload" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
  });

  it('writes its percentage in the middle when asked, without reading it twice', () => {
    renderWithTheme(<CircularProgress value={72.4} showValue color="success" aria-label="Storage" />);
    const bar = screen.getByRole('progressbar', { name: 'Storage' });
    expect(bar).toHaveTextContent('72%');
    expect(screen.getByText('72%')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a palette colour, the same for the ring and the spinner', () => {
    renderWithTheme(
      <>
        <CircularProgress value={50} color="error" aria-label="Errors" />
        <CircularProgress color="error" aria-label="Checking" />
        <CircularProgress value={50} aria-label="Default" />
      </>,
    );
    const colorOf = (name: string) => getComputedStyle(screen.getByRole('progressbar', { name })).color;
    expect(colorOf('Errors')).toBe(colorOf('Checking'));
    expect(colorOf('Errors')).not.toBe(colorOf('Default'));
  });
});
