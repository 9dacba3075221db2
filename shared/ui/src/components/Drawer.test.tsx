import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Button } from './Button';
import { Drawer } from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add user</Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title="New user"
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <label>
          Name <input />
        </label>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a named modal side sheet with its body and footer', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(screen.getByRole('dialog', { name: 'New user' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and with its close button', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add user' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
