import { forwardRef, type ChangeEvent } from 'react';
import { cardNumber } from 'card-validator/dist/card-number';
import styled from 'styled-components';
import { IconCreditCard } from '@tabler/icons-react';
import { TextField, type TextFieldProps } from './TextField';

/** What a card number says about itself: its brand, its display, and whether it is (or may become) valid. */
export interface CardNumberInfo {
  /** The digits only. */
  digits: string;
  /** The digits in the brand's groups (4 4 4 4, or 4 6 5 for American Express). */
  formatted: string;
  /** The brand's id (`visa`, `mastercard`, `american-express`…) and name, or null while unknown. */
  brand: { type: string; name: string; cvcLength: number; lengths: number[] } | null;
  /** Complete, of a length the brand has, and passing the Luhn checksum. */
  isValid: boolean;
  /** Could still become valid with more digits. */
  isPotentiallyValid: boolean;
}

const MAX_DIGITS = 19;

/** Reads a card number (any spaces or dashes ignored): brand by its first digits, Luhn checksum (card-validator). */
export function describeCardNumber(value: string): CardNumberInfo {
  const digits = value.replace(/\D/g, '').slice(0, MAX_DIGITS);
  const { card, isValid, isPotentiallyValid } = cardNumber(digits);
  const gaps = card?.gaps ?? [4, 8, 12];
  let formatted = '';
  for (let i = 0; i < digits.length; i++) {
    if (gaps.includes(i)) formatted += ' ';
    formatted += digits[i];
  }
  return {
    digits,
    formatted,
    brand: card
      ? { type: card.type, name: card.niceType, cvcLength: card.code.size, lengths: card.lengths }
      : null,
    isValid,
    isPotentiallyValid,
  };
}

const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  white-space: nowrap;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export interface CardNumberFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'endAdornment'
> {
  /** The number (digits, spaces allowed). */
  value: string;
  /** The digits typed, without the spaces the field shows. */
  onChange: (digits: string) => void;
}

/**
 * A card number input: formats the digits in the brand's groups as they are typed, shows the brand it
 * recognises (announced politely to screen readers), and its error under it (announced as an alert).
 * Checking is the caller's (describeCardNumber), so a form can say when.
 */
export const CardNumberField = forwardRef<HTMLInputElement, CardNumberFieldProps>(function CardNumberField(
  { value, onChange, autoComplete = 'cc-number', ...rest },
  ref,
) {
  const { formatted, brand } = describeCardNumber(value);
  return (
    <TextField
      ref={ref}
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      // Digits with their spaces, never more than 19 digits.
      maxLength={MAX_DIGITS + 4}
      value={formatted}
      dir="ltr"
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(describeCardNumber(e.target.value).digits)}
      endAdornment={
        <Brand aria-live="polite">
          <IconCreditCard size={20} aria-hidden="true" />
          {brand?.name}
        </Brand>
      }
    />
  );
});
