import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Stack } from './Stack';

describe('Stack', () => {
  it('lays its children out in reading order with a gap, in logical terms', () => {
    renderWithTheme(
      <Stack $direction="row" $gap={0.5} $justify="between" $wrap aria-label="Actions" role="group">
        <button type="button">Save</button>
        <button type="button">Cancel</button>
      </Stack>,
    );
    const group = screen.getByRole('group', { name: 'Actions' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Save', 'Cancel']);
    expect(group).toHaveStyle({
      display: 'flex',
      flexDirection: 'row',
      gap: '0.5rem',
      justifyContent: 'space-between',
      alignItems: 'center',
      flexWrap: 'wrap',
    });
  });

  it('is a column by default, stretching its children', () => {
    renderWithTheme(<Stack data-testid="stack" />);
    expect(screen.getByTestId('stack')).toHaveStyle({
      flexDirection: 'column',
      gap: '1rem',
      alignItems: 'stretch',
    });
  });
});
