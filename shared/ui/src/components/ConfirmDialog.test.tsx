import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { ConfirmDialog } from './ConfirmDialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('shows the question and calls onConfirm', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithTheme(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete user?"
        message="This cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete user?' })).toHaveAccessibleDescription(
      'This cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels through onOpenChange(false) with the default labels', async () => {
    const onOpenChange = jest.fn();
    const onConfirm = jest.fn();
    const { user } = renderWithTheme(
      <ConfirmDialog open onOpenChange={onOpenChange} title="Discard?" onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows progress and blocks closing while an async confirm is pending', async () => {
    const pending = deferred();
    const onOpenChange = jest.fn();
    const { user } = renderWithTheme(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete?"
        confirmLabel="Delete"
        onConfirm={() => pending.promise}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();

    pending.resolve();
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('stays open and usable again when the action fails', async () => {
    const pending = deferred();
    const { user } = renderWithTheme(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete?"
        confirmLabel="Delete"
        onConfirm={() => pending.promise}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    pending.reject(new Error('server said no'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
