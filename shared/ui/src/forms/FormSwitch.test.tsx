import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { FormSwitch } from './FormSwitch';
import { TestForm } from './testForm';

describe('FormSwitch', () => {
  it('is a named switch bound to its field, toggled by keyboard, with its error under it', async () => {
    const { user } = renderWithTheme(
      <TestForm defaultValues={{ alerts: { email: false } }} field="alerts.email">
        {(control) => <FormSwitch control={control} name="alerts.email" label="Email alerts" />}
      </TestForm>,
    );
    const control = screen.getByRole('switch', { name: 'Email alerts' });
    expect(control).not.toBeChecked();
    control.focus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    expect(screen.getByLabelText('Values')).toHaveTextContent('{"alerts":{"email":true}}');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Values')).toHaveTextContent('{"alerts":{"email":false}}');

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not allowed');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleErrorMessage('Not allowed');
  });
});
