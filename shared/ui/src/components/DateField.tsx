import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, HelperText, InputFrame, Label } from './TextField';

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  label?: string;
  /** An error message: shown under the field, marks it invalid. */
  error?: string;
  helperText?: string;
  startAdornment?: ReactNode;
  size?: 'sm' | 'md';
  /** `date` (default, value `YYYY-MM-DD`), `datetime-local` or `time`. */
  type?: 'date' | 'datetime-local' | 'time';
}

const Native = styled.input`
  color-scheme: ${({ theme }) => theme.mode};
  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
    opacity: 0.7;
  }
`;

/**
 * A labelled native date input (the browser's keyboard-operable picker, localised for free);
 * the value is an ISO `YYYY-MM-DD` string; `min` / `max` bound it. Forwards its ref.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, error, helperText, startAdornment, size = 'md', type = 'date', id, className, style, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? helperText;
  return (
    <Field className={className} style={style}>
      {label && <Label htmlFor={inputId}>{label}</Label>}
      <InputFrame $invalid={!!error} $size={size}>
        {startAdornment}
        <Native
          ref={ref}
          id={inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...rest}
        />
      </InputFrame>
      {message && (
        <HelperText id={messageId} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </Field>
  );
});
