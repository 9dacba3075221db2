import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Button } from './Button';
import { Dialog, DialogActions, DialogClose } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit profile</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Edit profile"
        description="Change your name"
        size="lg"
      >
        <p>Form goes here</p>
        <DialogActions>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogActions>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens with its title and description as accessible name and description', async () => {
    const { user } = renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAccessibleDescription('Change your name');
    expect(screen.getByText('Form goes here')).toBeVisible();
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const { user } = renderWithTheme(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Edit profile' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from the corner button and from an action wrapped in DialogClose', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
