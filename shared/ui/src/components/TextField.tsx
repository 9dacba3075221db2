import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconEye, IconEyeOff } from '@tabler/icons-react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label?: string;
  /** An error message: shown under the field, marks it invalid. */
  error?: string;
  helperText?: string;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  size?: 'sm' | 'md';
}

export const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.25rem;
  min-inline-size: 0;
`;

export const Label = styled.label`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.primary};
`;

export const InputFrame = styled.div<{ $invalid?: boolean; $size?: 'sm' | 'md' }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: ${({ $size }) => ($size === 'sm' ? '2.125rem' : '2.5rem')};
  padding-inline: 0.875rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.palette.error.main : theme.palette.divider)};
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.secondary};
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.palette.error.main : theme.palette.text.disabled)};
  }
  &:focus-within {
    border-width: 1px;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.palette.error.main : theme.palette.primary.main)};
    box-shadow: 0 0 0 2px
      ${({ theme, $invalid }) => ($invalid ? theme.palette.error.tonal : theme.palette.primary.tonal)};
  }
  input,
  textarea,
  select {
    flex: 1;
    min-inline-size: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: ${({ theme }) => theme.palette.text.primary};
    font: inherit;
    padding-block: 0.4rem;
  }
  input::placeholder,
  textarea::placeholder {
    color: ${({ theme }) => theme.palette.text.disabled};
  }
`;

export const HelperText = styled.div<{ $error?: boolean }>`
  font-size: 0.8125rem;
  color: ${({ theme, $error }) => ($error ? theme.palette.error.main : theme.palette.text.secondary)};
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  padding: 0.125rem;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  border-radius: 4px;
`;

/** A labelled text input with its error under it; forwards its ref (react-hook-form `register`). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    helperText,
    startAdornment,
    endAdornment,
    size = 'md',
    id,
    type = 'text',
    className,
    style,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  const message = error ?? helperText;
  return (
    <Field className={className} style={style}>
      {label && <Label htmlFor={inputId}>{label}</Label>}
      <InputFrame $invalid={!!error} $size={size}>
        {startAdornment}
        <input
          ref={ref}
          id={inputId}
          type={isPassword && reveal ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...rest}
        />
        {isPassword && (
          <Toggle
            type="button"
            onClick={() => setReveal((r) => !r)}
            aria-label={reveal ? t('hidePassword', 'Hide password') : t('showPassword', 'Show password')}
            aria-pressed={reveal}
          >
            {reveal ? <IconEyeOff size={20} aria-hidden="true" /> : <IconEye size={20} aria-hidden="true" />}
          </Toggle>
        )}
        {endAdornment}
      </InputFrame>
      {message && (
        <HelperText id={messageId} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </Field>
  );
});
