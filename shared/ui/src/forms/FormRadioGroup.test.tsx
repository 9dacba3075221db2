import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { FormRadioGroup } from './FormRadioGroup';
import { TestForm } from './testForm';

const OPTIONS = [
  { value: 'online', label: 'Only when online' },
  { value: 'anytime', label: 'Anytime' },
  { value: 'never', label: 'Never' },
];

describe('FormRadioGroup', () => {
  it('is a named group bound to its field, moved through with the arrow keys, with its error', async () => {
    const { user } = renderWithTheme(
      <TestForm defaultValues={{ timing: 'online' }} field="timing" error="Pick one">
        {(control) => <FormRadioGroup control={control} name="timing" label="When" options={OPTIONS} />}
      </TestForm>,
    );
    const group = screen.getByRole('radiogroup', { name: 'When' });
    expect(screen.getByRole('radio', { name: 'Only when online' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Only when online' })).toHaveFocus();
    // Held down, as a person presses it: Radix selects the radio that gets focus while an arrow is down.
    await user.keyboard('{ArrowDown>}');
    expect(screen.getByRole('radio', { name: 'Anytime' })).toBeChecked();
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByLabelText('Values')).toHaveTextContent('{"timing":"anytime"}');
    await user.click(screen.getByText('Never'));
    expect(screen.getByLabelText('Values')).toHaveTextContent('{"timing":"never"}');

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Pick one');
  });
});
