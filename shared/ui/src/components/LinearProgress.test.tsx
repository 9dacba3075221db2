import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { LinearProgress } from './LinearProgress';

describe('LinearProgress', () => {
  it('reports a determinate value, clamped and rounded', () => {
    const { rerender } = renderWithTheme(
      <LinearProgress value={42.4} color="success" aria-label="Course progress" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    rerender(<LinearProgress value={140} aria-label="Course progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('is indeterminate without a value, named "Loading…" by default', () => {
    renderWithTheme(<LinearProgress />);
    const bar = screen.getByRole('progressbar', { name: 'Loading…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('can be named by a visible label', () => {
    renderWithTheme(
      <>
        <span id="upload">Uploading invoice.pdf</span>
        <LinearProgress value={10} aria-labelledby="upload" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading invoice.pdf' })).toBeInTheDocument();
  });

  it('draws a buffer ahead of the value, announcing only the value', () => {
    renderWithTheme(<LinearProgress value={30} buffer={60} aria-label="Video" />);
    const bar = screen.getByRole('progressbar', { name: 'Video' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    const [buffer, value] = Array.from(bar.children).map((child) => getComputedStyle(child));
    expect(buffer.inlineSize).toBe('60%');
    expect(value.inlineSize).toBe('30%');
    expect(buffer.backgroundColor).not.toBe(value.backgroundColor);
  });
});
