import { fireEvent, render, screen } from '@testing-library/react';
import { useMailboxShortcuts, type MailboxShortcutHandlers } from './useMailboxShortcuts';

function Harness({ enabled = true, handlers }: { enabled?: boolean; handlers: MailboxShortcutHandlers }) {
  useMailboxShortcuts(enabled, handlers);
  return (
    <>
      <button type="button">Item</button>
      <input aria-label="Field" />
      <div aria-label="Editor" contentEditable suppressContentEditableWarning />
      <div role="dialog" aria-label="Dialog">
        <button type="button">In dialog</button>
      </div>
    </>
  );
}

const handlers = () => ({ move: jest.fn(), trash: jest.fn(), search: jest.fn(), help: jest.fn() });

describe('useMailboxShortcuts', () => {
  it('maps j, k, the arrows, e, / and ? to their actions', () => {
    const h = handlers();
    render(<Harness handlers={h} />);
    const item = screen.getByRole('button', { name: 'Item' });
    for (const key of ['j', 'ArrowDown']) fireEvent.keyDown(item, { key });
    for (const key of ['k', 'ArrowUp']) fireEvent.keyDown(item, { key });
    fireEvent.keyDown(item, { key: 'e' });
    fireEvent.keyDown(item, { key: '/' });
    fireEvent.keyDown(item, { key: '?' });
    expect(h.move.mock.calls).toEqual([[1], [1], [-1], [-1]]);
    expect(h.trash).toHaveBeenCalledTimes(1);
    expect(h.search).toHaveBeenCalledTimes(1);
    expect(h.help).toHaveBeenCalledTimes(1);
  });

  it('does nothing while typing, with a modifier, inside a dialog, or when disabled', () => {
    const h = handlers();
    const { rerender } = render(<Harness handlers={h} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Field' }), { key: 'j' });
    fireEvent.keyDown(screen.getByLabelText('Editor'), { key: 'e' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Item' }), { key: 'j', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('button', { name: 'In dialog' }), { key: 'k' });
    rerender(<Harness handlers={h} enabled={false} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Item' }), { key: '?' });
    expect(h.move).not.toHaveBeenCalled();
    expect(h.trash).not.toHaveBeenCalled();
    expect(h.help).not.toHaveBeenCalled();
  });
});
