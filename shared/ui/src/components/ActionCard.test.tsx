import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { ActionCard } from './ActionCard';

/** A promise the test settles when it chooses, so no timer decides when a refresh ends. */
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ActionCard', () => {
  it('collapses and expands its body by keyboard, saying so with aria-expanded', async () => {
    const { user } = renderWithTheme(
      <ActionCard title="Sales" collapsible>
        <button type="button">Inside</button>
      </ActionCard>,
    );
    const toggle = screen.getByRole('button', { name: 'Collapse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleDescription('Sales');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body).toContainElement(screen.getByRole('button', { name: 'Inside' }));

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    // Folded away: out of reach of Tab and of a screen reader.
    expect(body).toHaveAttribute('inert');

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
    expect(body).not.toHaveAttribute('inert');
  });

  it('shows a spinner and is busy while the refresh runs, then shows the content again', async () => {
    const pending = deferred();
    const onRefresh = jest.fn(() => pending.promise);
    const { user } = renderWithTheme(
      <ActionCard title="Orders" onRefresh={onRefresh}>
        <p>12 orders</p>
      </ActionCard>,
    );
    const card = screen.getByRole('region', { name: 'Orders' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();

    await act(async () => pending.resolve());
    expect(card).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('stops waiting when the refresh fails', async () => {
    const { user } = renderWithTheme(
      <ActionCard title="Orders" onRefresh={() => Promise.reject(new Error('offline'))}>
        <p>12 orders</p>
      </ActionCard>,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('region', { name: 'Orders' })).not.toHaveAttribute('aria-busy');
  });

  it('asks its owner to remove it', async () => {
    const onRemove = jest.fn();
    const { user } = renderWithTheme(
      <ActionCard title="Tasks" onRemove={onRemove}>
        <p>3 tasks</p>
      </ActionCard>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('goes full screen and back with its button or Escape', async () => {
    const { user } = renderWithTheme(
      <ActionCard title="Map" expandable>
        <p>map</p>
      </ActionCard>,
    );
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('full screen, is a dialog that keeps Tab inside it until it is left', async () => {
    const { user } = renderWithTheme(
      <>
        <button type="button">Before</button>
        <ActionCard title="Map" expandable>
          <button type="button">Zoom in</button>
        </ActionCard>
        <button type="button">After</button>
      </>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(screen.getByRole('dialog', { name: 'Map' })).toHaveAttribute('aria-modal', 'true');
    const exit = screen.getByRole('button', { name: 'Exit full screen' });
    expect(exit).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveFocus();
    await user.tab();
    expect(exit).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
