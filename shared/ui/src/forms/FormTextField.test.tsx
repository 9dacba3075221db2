import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { FormTextField } from './FormTextField';
import { TestForm } from './testForm';

describe('FormTextField', () => {
  it('is a labelled text field bound to its (nested) field, with its error', async () => {
    const { user } = renderWithTheme(
      <TestForm defaultValues={{ address: { city: 'Lyon' } }} field="address.city" error="Unknown city">
        {(control) => <FormTextField control={control} name="address.city" label="City" />}
      </TestForm>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveValue('Lyon');
    await user.type(input, 's');
    expect(screen.getByLabelText('Values')).toHaveTextContent('{"address":{"city":"Lyons"}}');

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Unknown city')).toBeInTheDocument();
  });
});
