import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { IconChevronDown } from '@tabler/icons-react';
import { Field, HelperText, InputFrame, Label } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label?: string;
  options: readonly SelectOption[];
  /** A first option with an empty value ("All statuses"), for filters. */
  placeholder?: string;
  error?: string;
  helperText?: string;
  size?: 'sm' | 'md';
}

const NativeSelect = styled.select`
  appearance: none;
  cursor: pointer;
  padding-inline-end: 1.5rem;
  option {
    color: ${({ theme }) => theme.palette.text.primary};
    background: ${({ theme }) => theme.palette.background.paper};
  }
`;

const Chevron = styled(IconChevronDown)`
  margin-inline-start: -1.75rem;
  pointer-events: none;
`;

/** A labelled native select (keyboard, screen readers and mobile pickers for free); forwards its ref. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, helperText, size = 'md', id, className, style, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const message = error ?? helperText;
  const messageId = `${selectId}-message`;
  return (
    <Field className={className} style={style}>
      {label && <Label htmlFor={selectId}>{label}</Label>}
      <InputFrame $invalid={!!error} $size={size}>
        <NativeSelect
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron size={18} aria-hidden="true" />
      </InputFrame>
      {message && (
        <HelperText id={messageId} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </Field>
  );
});
