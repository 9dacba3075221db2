import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { DashboardCell, DashboardRow, DashboardRows } from './dashboardLayout';

describe('dashboard layout', () => {
  it('stacks rows of cards, one column until the large breakpoint', () => {
    renderWithTheme(
      <DashboardRows data-testid="rows">
        <DashboardRow $tracks="minmax(0, 2fr) minmax(0, 1fr)" data-testid="row">
          <section aria-label="Revenue" />
          <section aria-label="Earnings" />
        </DashboardRow>
      </DashboardRows>,
      { settings: { isRTL: true } },
    );
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Revenue',
      'Earnings',
    ]);
    expect(getComputedStyle(screen.getByTestId('rows')).gap).toBe('1.5rem');
    expect(getComputedStyle(screen.getByTestId('row')).gridTemplateColumns).toBe('minmax(0, 1fr)');
  });

  it('lets a card take the whole row', () => {
    renderWithTheme(<DashboardCell $span="row" data-testid="cell" />);
    expect(getComputedStyle(screen.getByTestId('cell')).gridColumn).toMatch(/^1 ?\/ ?-1$/);
  });
});
