import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { VisuallyHidden } from './VisuallyHidden';

export type FieldSize = 'sm' | 'md' | 'lg';
export type FieldVariant = 'outlined' | 'filled';
const FIELD_HEIGHTS: Record<FieldSize, string> = { sm: '2.125rem', md: '2.5rem', lg: '3rem' };

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label?: string;
  /** An error message: shown under the field, marks it invalid. */
  error?: string;
  helperText?: string;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  size?: FieldSize;
  /** outlined (default): a bordered box; filled: a tinted box with an underline. */
  variant?: FieldVariant;
  /** Shows "12/50" under the field (with `maxLength`, the limit too) and announces the room left. */
  showCount?: boolean;
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

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.palette.error.text};
  margin-inline-start: 0.125rem;
`;

/** A field's label with a "*" when it is required (the input's `required` is what is announced). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </Label>
  );
}

export const InputFrame = styled.div<{
  $invalid?: boolean;
  $size?: FieldSize;
  $variant?: FieldVariant;
  $readOnly?: boolean;
}>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: ${({ $size }) => FIELD_HEIGHTS[$size ?? 'md']};
  font-size: ${({ $size }) => ($size === 'lg' ? '1.0625rem' : 'inherit')};
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
  &:has(:disabled) {
    opacity: 0.6;
    cursor: not-allowed;
    background: ${({ theme }) => theme.palette.action.hover};
  }
  ${({ theme, $variant, $invalid }) =>
    $variant === 'filled' &&
    `
    border-color: transparent;
    border-end-start-radius: 0;
    border-end-end-radius: 0;
    border-block-end-color: ${$invalid ? theme.palette.error.main : theme.palette.text.disabled};
    background: ${theme.palette.action.hover};
    &:hover { border-color: transparent; border-block-end-color: ${theme.palette.text.secondary}; }
    &:focus-within {
      border-color: transparent;
      border-block-end: 2px solid ${$invalid ? theme.palette.error.main : theme.palette.primary.main};
      box-shadow: none;
    }
  `}
  ${({ theme, $readOnly }) =>
    $readOnly &&
    `
    border-style: dashed;
    &:focus-within { border-color: ${theme.palette.text.secondary}; box-shadow: none; }
  `}
`;

export const HelperText = styled.div<{ $error?: boolean }>`
  font-size: 0.8125rem;
  color: ${({ theme, $error }) => ($error ? theme.palette.error.text : theme.palette.text.secondary)};
`;

const MessageRow = styled.div`
  display: flex;
  gap: 0.75rem;
  > :first-child {
    flex: 1;
  }
`;

const CountText = styled.span<{ $over: boolean }>`
  margin-inline-start: auto;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.palette.error.text : theme.palette.text.secondary)};
`;

/**
 * A field's help or error line, and its character counter at the end. The visible "12/50" is for the
 * eye; screen readers get the limit in the field's description (`limitId`) and, when few characters
 * are left, a polite "5 characters left" — not a word on every key.
 */
export function FieldMessage({
  id,
  limitId,
  error,
  helperText,
  count,
  maxLength,
}: {
  id: string;
  limitId: string;
  error?: string;
  helperText?: string;
  count?: number;
  maxLength?: number;
}) {
  const { t } = useTranslation('ui');
  const message = error ?? helperText;
  const left = maxLength !== undefined && count !== undefined ? maxLength - count : undefined;
  const nearLimit = left !== undefined && maxLength !== undefined && left <= Math.max(5, maxLength * 0.1);
  if (!message && count === undefined) return null;
  return (
    <MessageRow>
      {message ? (
        <HelperText id={id} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      ) : (
        <span />
      )}
      {count !== undefined && (
        <>
          <CountText $over={left !== undefined && left < 0} aria-hidden="true">
            {maxLength !== undefined ? `${count}/${maxLength}` : count}
          </CountText>
          {maxLength !== undefined && (
            <VisuallyHidden id={limitId}>
              {t('maxCharacters', 'Up to {{count}} characters', { count: maxLength })}
            </VisuallyHidden>
          )}
          <VisuallyHidden aria-live="polite">
            {nearLimit
              ? t('charactersLeft', '{{count}} characters left', { count: Math.max(0, left ?? 0) })
              : ''}
          </VisuallyHidden>
        </>
      )}
    </MessageRow>
  );
}

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
    variant = 'outlined',
    showCount,
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
  const limitId = `${inputId}-limit`;
  // The counter follows the value whether the field is controlled or not.
  const [uncontrolledLength, setUncontrolledLength] = useState(String(rest.defaultValue ?? '').length);
  const count = showCount
    ? rest.value !== undefined
      ? String(rest.value).length
      : uncontrolledLength
    : undefined;
  const describedBy = [message && messageId, showCount && rest.maxLength !== undefined && limitId]
    .filter(Boolean)
    .join(' ');
  return (
    <Field className={className} style={style}>
      {label && (
        <FieldLabel htmlFor={inputId} required={rest.required}>
          {label}
        </FieldLabel>
      )}
      <InputFrame $invalid={!!error} $size={size} $variant={variant} $readOnly={rest.readOnly}>
        {startAdornment}
        <input
          ref={ref}
          id={inputId}
          type={isPassword && reveal ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
          onChange={(event) => {
            setUncontrolledLength(event.target.value.length);
            rest.onChange?.(event);
          }}
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
      <FieldMessage
        id={messageId}
        limitId={limitId}
        error={error}
        helperText={helperText}
        count={count}
        maxLength={rest.maxLength}
      />
    </Field>
  );
});
