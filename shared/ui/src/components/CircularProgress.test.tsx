import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { CircularProgress } from './CircularProgress';

describe('CircularProgress', () => {
  it('is a progress bar, with its value when it has one', () => {
    renderWithTheme(<CircularProgress value={40} aria-label="Upload" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
  });
});
