import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/renderWithTheme';
import { FormDialog } from './FormDialog';

describe('FormDialog', () => {
  it('shows the form-level error above the fields, submits, and cancels through onOpenChange', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onOpenChange = jest.fn();
    renderWithTheme(
      <FormDialog
        open
        onOpenChange={onOpenChange}
        title="Ship the order"
        onSubmit={onSubmit}
        error={{ type: 'rejected', message: 'Order #5 moved on' }}
        submitLabel="Ship"
        cancelLabel="Cancel"
        submitting={false}
      >
        <input aria-label="Carrier" />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ship the order' });
    expect(dialog).toHaveTextContent('Order #5 moved on');
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
