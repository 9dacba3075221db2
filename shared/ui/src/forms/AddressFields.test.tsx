import { act, screen } from '@testing-library/react';
import { renderWithTheme, testI18n } from '../test/renderWithTheme';
import { AddressFields } from './AddressFields';
import { TestForm } from './testForm';

const EMPTY = { line1: '', line2: '', city: '', state: '', postcode: '', country: '' };

describe('AddressFields', () => {
  afterEach(() => act(() => void testI18n.changeLanguage('en')));

  it('labels each field, with its autofill hint, bound to the address in the form', async () => {
    const { user } = renderWithTheme(
      <TestForm defaultValues={{ shipping: EMPTY }} field="shipping.postcode" error="Unknown postcode">
        {(control) => <AddressFields control={control} name="shipping" />}
      </TestForm>,
    );
    const street = screen.getByRole('textbox', { name: 'Address' });
    expect(street).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('autocomplete', 'postal-code');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Lyon');
    expect(screen.getByLabelText('Values')).toHaveTextContent('"city":"Lyon"');

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription('Unknown postcode');
  });

  it('offers the countries given in a select', async () => {
    const { user } = renderWithTheme(
      <TestForm defaultValues={EMPTY} field="country">
        {(control) => (
          <AddressFields
            control={control}
            countries={[
              { value: 'FR', label: 'France' },
              { value: 'MA', label: 'Morocco' },
            ]}
          />
        )}
      </TestForm>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Morocco');
    expect(screen.getByLabelText('Values')).toHaveTextContent('"country":"MA"');
  });

  it('speaks the user language', async () => {
    await act(() => testI18n.changeLanguage('fr'));
    renderWithTheme(
      <TestForm defaultValues={EMPTY} field="city">
        {(control) => <AddressFields control={control} readOnly />}
      </TestForm>,
    );
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveAttribute('readonly');
  });
});
