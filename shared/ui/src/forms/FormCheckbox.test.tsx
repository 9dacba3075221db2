import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { FormCheckbox } from './FormCheckbox';
import { TestForm } from './testForm';

describe('FormCheckbox', () => {
  it('is a named checkbox bound to its field, toggled by Space and its label, with its error', async () => {
    const { user } = renderWithTheme(
      <TestForm defaultValues={{ terms: false }} field="terms" error="Accept the terms">
        {(control) => <FormCheckbox control={control} name="terms" label="I accept the terms" />}
      </TestForm>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(screen.getByLabelText('Values')).toHaveTextContent('{"terms":true}');
    await user.click(screen.getByText('I accept the terms'));
    expect(box).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleErrorMessage('Accept the terms');
  });
});
