import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces an error and can be closed', async () => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(
      <Alert severity="error" title="Payment failed" closable onClose={onClose}>
        The card was declined.
      </Alert>,
    );
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('The card was declined.')).toBeInTheDocument();
    await user.click(screen.getByRole('button'));
    expect(onClose).toHaveBeenCalled();
  });

  it('draws tonal, outlined and solid variants differently, each still a status', () => {
    renderWithTheme(
      <>
        <Alert severity="success">Tonal</Alert>
        <Alert severity="success" variant="outlined">
          Outlined
        </Alert>
        <Alert severity="success" variant="solid">
          Solid
        </Alert>
      </>,
    );
    const [tonal, outlined, solid] = screen.getAllByRole('status').map((alert) => getComputedStyle(alert));
    expect(outlined.borderStyle).toBe('solid');
    expect(tonal.borderStyle).not.toBe('solid');
    expect(solid.backgroundColor).not.toBe(tonal.backgroundColor);
    expect(solid.color).not.toBe(tonal.color);
  });

  it('offers an action at the end, reached by keyboard, and an icon of choice or none', async () => {
    const onUndo = jest.fn();
    const { user } = renderWithTheme(
      <>
        <Alert severity="info" action={<button onClick={onUndo}>Undo</button>} icon={false}>
          Message archived.
        </Alert>
        <Alert severity="warning" icon={<svg data-testid="custom-icon" />}>
          Storage almost full.
        </Alert>
      </>,
    );
    expect(screen.getByRole('status').querySelector('svg')).toBeNull();
    expect(screen.getByRole('alert')).toContainElement(screen.getByTestId('custom-icon'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onUndo).toHaveBeenCalledTimes(1);
  });
});
