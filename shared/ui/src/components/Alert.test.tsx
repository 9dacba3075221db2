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
});
