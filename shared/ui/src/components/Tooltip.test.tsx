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
});
