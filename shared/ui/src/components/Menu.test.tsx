import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { useState } from 'react';
import { Menu, MenuCheckboxItem, MenuItem } from './Menu';

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

  it('ticks and unticks checkbox items by keyboard, staying open', async () => {
    function Columns() {
      const [shown, setShown] = useState({ email: true, role: false });
      return (
        <Menu label="Columns" trigger={<button type="button">Columns</button>}>
          <MenuCheckboxItem
            checked={shown.email}
            onCheckedChange={(email) => setShown((s) => ({ ...s, email }))}
          >
            Email
          </MenuCheckboxItem>
          <MenuCheckboxItem
            checked={shown.role}
            onCheckedChange={(role) => setShown((s) => ({ ...s, role }))}
          >
            Role
          </MenuCheckboxItem>
          <MenuCheckboxItem checked={false} onCheckedChange={() => undefined} disabled>
            Salary
          </MenuCheckboxItem>
        </Menu>
      );
    }
    const { user } = renderWithTheme(<Columns />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const email = await screen.findByRole('menuitemcheckbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Role' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Salary' })).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{ArrowDown}');
    expect(email).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(email).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowDown} ');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Role' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
