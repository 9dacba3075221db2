import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Divider } from './Divider';

describe('Divider', () => {
  it('is a horizontal separator by default', () => {
    renderWithTheme(<Divider />);
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('can be vertical', () => {
    renderWithTheme(<Divider orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('can carry a text', () => {
    renderWithTheme(<Divider textAlign="start">or</Divider>);
    expect(screen.getByRole('separator')).toHaveTextContent('or');
  });
});
