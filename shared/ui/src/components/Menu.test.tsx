import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Menu, MenuItem } from './Menu';

describe('Menu', () => {
  it('opens from its trigger and runs the chosen item, by keyboard too', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithTheme(
      <Menu label="Row actions" trigger={<button type="button">Actions</button>}>
        <MenuItem onSelect={onSelect}>Duplicate</MenuItem>
        <MenuItem onSelect={() => undefined}>Archive</MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(onSelect).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
