import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { autoColumns, Grid } from './Grid';

describe('Grid', () => {
  it('fits as many columns of the minimum width as there is room for, never wider than itself', () => {
    renderWithTheme(
      <Grid $min="14rem" role="list" aria-label="Cards">
        <div role="listitem">One</div>
        <div role="listitem">Two</div>
      </Grid>,
    );
    const grid = screen.getByRole('list', { name: 'Cards' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(grid).toHaveStyle({
      display: 'grid',
      gap: '1.5rem',
      gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    });
  });

  it('keeps empty tracks when asked to fill', () => {
    renderWithTheme(<Grid $min="8rem" $fill $gap="1rem" data-testid="grid" />);
    expect(screen.getByTestId('grid')).toHaveStyle({
      gap: '1rem',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8rem), 1fr))',
    });
  });

  it('takes fixed column counts, one column below the first breakpoint', () => {
    renderWithTheme(<Grid $columns={{ md: 2, lg: 4 }} data-testid="grid" />);
    // jsdom applies no media queries: what is left is the narrow-screen layout.
    expect(screen.getByTestId('grid')).toHaveStyle({ gridTemplateColumns: 'repeat(1, minmax(0, 1fr))' });
  });
});

describe('autoColumns', () => {
  it('is the same rule for a grid that is another element', () => {
    expect(autoColumns('9rem')).toBe(
      'grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));',
    );
    expect(autoColumns('9rem', { fill: true })).toContain('auto-fill');
  });
});
