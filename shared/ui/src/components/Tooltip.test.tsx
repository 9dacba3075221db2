import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Tooltip, TooltipProvider } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus and keeps the trigger its own name', async () => {
    const { user } = renderWithTheme(
      <TooltipProvider delayDuration={0}>
        <Tooltip content="Export as CSV">
          <button type="button" aria-label="Export">
            e
          </button>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Export as CSV');
  });

  it('opens on hover after its own delay, on the side and alignment asked for', async () => {
    const { user } = renderWithTheme(
      // The provider waits long; this tooltip overrides it and opens at once.
      <TooltipProvider delayDuration={60_000}>
        <Tooltip content="Saved 2 minutes ago" delayDuration={0} side="bottom" align="start">
          <button type="button">Status</button>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.hover(screen.getByRole('button', { name: 'Status' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Saved 2 minutes ago');
    const content = document.querySelector('[data-side]');
    expect(content).toHaveAttribute('data-side', 'bottom');
    expect(content).toHaveAttribute('data-align', 'start');
  });
});
