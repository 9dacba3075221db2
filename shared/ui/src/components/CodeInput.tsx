import { useId, useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { HelperText } from './TextField';

export interface CodeInputProps {
  /** The code typed so far: digits only, at most `length` of them. */
  value: string;
  onChange: (value: string) => void;
  /** The group's one label (e.g. "Type your 6 digit security code"). */
  label: string;
  /** How many digits (6 by default). */
  length?: number;
  /** Each box's name; by default "Digit 1 of 6". */
  digitLabel?: (position: number, length: number) => string;
  /** An error message: shown under the boxes, marks them invalid. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
}

const Group = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Label = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Boxes = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Box = styled.input<{ $invalid: boolean }>`
  inline-size: 0;
  flex: 1 1 0;
  max-inline-size: 3rem;
  block-size: 3rem;
  text-align: center;
  font: inherit;
  font-size: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.palette.error.main : theme.palette.divider)};
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  &:focus {
    outline: 0;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.palette.error.main : theme.palette.primary.main)};
    box-shadow: 0 0 0 2px
      ${({ theme, $invalid }) => ($invalid ? theme.palette.error.tonal : theme.palette.primary.tonal)};
  }
`;

const digitsOf = (text: string) => text.replace(/\D/g, '');
const defaultDigitLabel = (position: number, length: number) => `Digit ${position} of ${length}`;

/**
 * A one-time code typed in one box per digit. Typing a digit moves to the next box, Backspace clears
 * and goes back, the arrows (and Home/End) move between boxes, and pasting (or the phone's one-time
 * code autofill) fills every box at once. The boxes read left to right in every language: a code is
 * a number, not text.
 */
export function CodeInput({
  value,
  onChange,
  label,
  length = 6,
  digitLabel = defaultDigitLabel,
  error,
  disabled,
  autoFocus,
  onComplete,
}: CodeInputProps) {
  const labelId = useId();
  const messageId = `${labelId}-message`;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` digits from box `from` on, then focuses the box after the last one written. */
  const fill = (from: number, typed: string) => {
    const next = [...digits];
    const written = typed.slice(0, length - from);
    for (let i = 0; i < written.length; i++) next[from + i] = written[i];
    const code = next.join('');
    onChange(code);
    focusBox(from + written.length);
    if (code.length === length && !next.includes('')) onComplete?.(code);
  };

  const clear = (index: number) => {
    const next = [...digits];
    next[index] = '';
    // Only the digits before the first empty box count: a code has no holes.
    onChange(next.join('').slice(0, index) + next.slice(index + 1).join(''));
  };

  const onInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    const typed = digitsOf(event.currentTarget.value);
    // The box already held a digit: the new one is the character that is not it.
    const fresh = typed.length > 1 && digits[index] ? typed.replace(digits[index], '') : typed;
    if (fresh) fill(index, fresh);
    else if (!event.currentTarget.value) clear(index);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOf(event.clipboardData.getData('text'));
    // A whole code fills every box, wherever it was pasted.
    if (pasted) fill(pasted.length >= length ? 0 : index, pasted);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusBox(moves[event.key]);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) clear(index);
      else if (index > 0) {
        clear(index - 1);
        focusBox(index - 1);
      }
    }
  };

  return (
    <Group role="group" aria-labelledby={labelId} aria-describedby={error ? messageId : undefined}>
      <Label id={labelId}>{label}</Label>
      <Boxes dir="ltr">
        {digits.map((digit, index) => (
          <Box
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            value={digit}
            onChange={onInput(index)}
            onPaste={onPaste(index)}
            onKeyDown={onKeyDown(index)}
            onFocus={(event) => event.currentTarget.select()}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            $invalid={!!error}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={index === 0 ? length : 2}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
          />
        ))}
      </Boxes>
      {error && (
        <HelperText id={messageId} $error role="alert">
          {error}
        </HelperText>
      )}
    </Group>
  );
}
