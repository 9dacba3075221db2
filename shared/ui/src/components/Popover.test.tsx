import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens a named panel from its trigger and closes on Escape', async () => {
    const { user } = renderWithTheme(
      <Popover label="Notifications" trigger={<button type="button">Bell</button>}>
        <p>Nothing new</p>
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Bell' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toHaveTextContent('Nothing new');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
