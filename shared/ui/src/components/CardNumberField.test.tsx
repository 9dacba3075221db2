import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { CardNumberField, describeCardNumber } from './CardNumberField';

/** The field as a form holds it: the digits in state, an error once the number is complete and wrong. */
function Harness({ onDigits }: { onDigits?: (digits: string) => void }) {
  const [digits, setDigits] = useState('');
  const info = describeCardNumber(digits);
  const wrong =
    !info.isPotentiallyValid || (info.brand && info.brand.lengths.includes(digits.length) && !info.isValid);
  return (
    <CardNumberField
      label="Card number"
      value={digits}
      error={wrong ? 'Check the card number' : undefined}
      onChange={(next) => {
        setDigits(next);
        onDigits?.(next);
      }}
    />
  );
}

describe('describeCardNumber', () => {
  it.each([
    ['4242424242424242', 'visa', 'Visa', '4242 4242 4242 4242', 3],
    ['5555555555554444', 'mastercard', 'Mastercard', '5555 5555 5555 4444', 3],
    ['378282246310005', 'american-express', 'American Express', '3782 822463 10005', 4],
    ['6011111111111117', 'discover', 'Discover', '6011 1111 1111 1117', 3],
  ])('knows %s as %s, grouped as the brand groups it', (number, type, name, formatted, cvcLength) => {
    const info = describeCardNumber(number);
    expect(info.brand).toMatchObject({ type, name, cvcLength });
    expect(info.formatted).toBe(formatted);
    expect(info.isValid).toBe(true);
  });

  it('refuses a number whose checksum is wrong', () => {
    expect(describeCardNumber('4242 4242 4242 4241').isValid).toBe(false);
    expect(describeCardNumber('3782 822463 10006')).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
    });
  });

  it('ignores spaces, dashes and anything past 19 digits', () => {
    expect(describeCardNumber('4242-4242 4242x4242 4242 4242').digits).toBe('4242424242424242424');
  });
});

describe('CardNumberField', () => {
  it('groups the digits as they are typed and shows the brand', async () => {
    const digits: string[] = [];
    const { user } = renderWithTheme(<Harness onDigits={(d) => digits.push(d)} />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'cc-number');
    await user.type(input, '37828224631');
    expect(input).toHaveValue('3782 822463 1');
    expect(screen.getByText('American Express')).toBeInTheDocument();
    expect(digits.at(-1)).toBe('37828224631');
  });

  it('announces a wrong number as an alert and marks the field invalid', async () => {
    const { user } = renderWithTheme(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    await user.type(input, '4242424242424241');
    expect(input).toHaveValue('4242 4242 4242 4241');
    expect(input).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the card number');
    await user.type(input, '{Backspace}2');
    expect(input).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Visa')).toBeInTheDocument();
  });

  it('keeps letters out', async () => {
    const { user } = renderWithTheme(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    await user.type(input, '42a4b2');
    expect(input).toHaveValue('4242');
  });
});
