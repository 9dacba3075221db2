import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { IconChevronDown } from '@tabler/icons-react';
import { Field, FieldLabel, HelperText, InputFrame, type FieldSize, type FieldVariant } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
  /** Options with the same group are listed under its name (an optgroup). */
  group?: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label?: string;
  options: readonly SelectOption[];
  /** A first option with an empty value ("All statuses"), for filters. */
  placeholder?: string;
  error?: string;
  helperText?: string;
  size?: FieldSize;
  variant?: FieldVariant;
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

const renderOption = (o: SelectOption) => (
  <option key={o.value} value={o.value} disabled={o.disabled}>
    {o.label}
  </option>
);

/** Options by group, in the order the groups first appear (ungrouped ones under ''). */
function groupOptions(options: readonly SelectOption[]): [string, SelectOption[]][] {
  const groups = new Map<string, SelectOption[]>();
  for (const o of options) groups.set(o.group ?? '', [...(groups.get(o.group ?? '') ?? []), o]);
  return [...groups];
}

/** A labelled native select (keyboard, screen readers and mobile pickers for free); forwards its ref. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, helperText, size = 'md', variant, id, className, style, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const message = error ?? helperText;
  const messageId = `${selectId}-message`;
  return (
    <Field className={className} style={style}>
      {label && (
        <FieldLabel htmlFor={selectId} required={rest.required}>
          {label}
        </FieldLabel>
      )}
      <InputFrame $invalid={!!error} $size={size} $variant={variant}>
        <NativeSelect
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {groupOptions(options).map(([group, members]) =>
            group ? (
              <optgroup key={group} label={group}>
                {members.map(renderOption)}
              </optgroup>
            ) : (
              members.map(renderOption)
            ),
          )}
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
