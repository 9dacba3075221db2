import { useId, useMemo, useState, type ReactNode } from 'react';
import { useCombobox } from 'downshift';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconChevronDown, IconX } from '@tabler/icons-react';
import { Field, HelperText, InputFrame, Label } from './TextField';

export interface AutocompleteProps<T> {
  options: readonly T[];
  /** The selected option (controlled); null for none. */
  value: T | null;
  onChange: (value: T | null) => void;
  /** The visible label (and the combobox's accessible name). */
  label: string;
  /** The text of an option; defaults to the option itself (strings) or its `label` property. */
  getOptionLabel?: (option: T) => string;
  /** A stable key of an option (selection is compared by it); defaults to its label. */
  getOptionKey?: (option: T) => string;
  /** Custom content of an option row (the label is still what the input shows). */
  renderOption?: (option: T) => ReactNode;
  isOptionDisabled?: (option: T) => boolean;
  /** Filters the options by the typed text; defaults to a case-insensitive "contains" on the label. */
  filterOptions?: (options: readonly T[], inputValue: string) => T[];
  /** Called as the user types (server-side search); pass the results as `options`. */
  onInputChange?: (inputValue: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  loading?: boolean;
  /** Shown when nothing matches (default "No options"). */
  noOptionsText?: string;
  /** A clear button while something is selected (default true). */
  clearable?: boolean;
  size?: 'sm' | 'md';
  id?: string;
  name?: string;
  required?: boolean;
  className?: string;
}

function defaultOptionLabel(option: unknown): string {
  if (typeof option === 'string' || typeof option === 'number') return String(option);
  if (option && typeof option === 'object' && 'label' in option)
    return String((option as { label: unknown }).label);
  return '';
}

const Anchor = styled.div`
  position: relative;
`;

const Popup = styled.div<{ $open: boolean }>`
  position: absolute;
  inset-inline: 0;
  inset-block-start: calc(100% + 0.25rem);
  z-index: ${({ theme }) => theme.zIndex.dialog + 2};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-block-size: 16rem;
  overflow: auto;
  padding: 0.4rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows[3]};
`;

const Listbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li<{ $highlighted: boolean; $selected: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-block-size: 2.25rem;
  padding: 0.4rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  font-weight: ${({ $selected }) => ($selected ? 500 : 'inherit')};
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.palette.primary.tonal : 'transparent')};
  color: ${({ theme, $highlighted, $selected }) => ($highlighted || $selected ? theme.palette.primary.text : 'inherit')};
`;

const Message = styled.div`
  padding: 0.4rem 0.75rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Adornment = styled.button`
  display: grid;
  place-items: center;
  padding: 0.125rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: none;
  color: inherit;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

/**
 * A combobox (downshift): type to filter, arrow keys to move, Enter to pick, Escape to close.
 * Works with any option type; pass `getOptionLabel` / `getOptionKey` for objects without a `label`.
 */
export function Autocomplete<T>({
  options,
  value,
  onChange,
  label,
  getOptionLabel = defaultOptionLabel,
  getOptionKey,
  renderOption,
  isOptionDisabled,
  filterOptions,
  onInputChange,
  onBlur,
  placeholder,
  error,
  helperText,
  disabled,
  loading,
  noOptionsText,
  clearable = true,
  size = 'md',
  id,
  name,
  required,
  className,
}: AutocompleteProps<T>) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const baseId = id ?? autoId;
  const messageId = `${baseId}-message`;
  const message = error ?? helperText;
  const selectedLabel = value === null ? '' : getOptionLabel(value);
  const [typed, setTyped] = useState(selectedLabel);

  const items = useMemo(() => {
    // Opening the list with the selection's text in the input shows every option, not just that one.
    const query = typed === selectedLabel ? '' : typed;
    if (filterOptions) return filterOptions(options, query);
    if (onInputChange) return [...options]; // the server filtered them
    const needle = query.trim().toLocaleLowerCase();
    return needle
      ? options.filter((o) => getOptionLabel(o).toLocaleLowerCase().includes(needle))
      : [...options];
  }, [typed, selectedLabel, filterOptions, onInputChange, options, getOptionLabel]);

  const {
    isOpen,
    highlightedIndex,
    selectedItem,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
    selectItem,
  } = useCombobox<T>({
    id: baseId,
    inputId: baseId,
    items,
    selectedItem: value,
    itemToString: (item) => (item === null ? '' : getOptionLabel(item)),
    itemToKey: (item) => (item === null ? null : getOptionKey ? getOptionKey(item) : getOptionLabel(item)),
    isItemDisabled: (item) => !!isOptionDisabled?.(item),
    onSelectedItemChange: ({ selectedItem: next }) => onChange(next ?? null),
    onInputValueChange: ({ inputValue }) => {
      setTyped(inputValue);
      onInputChange?.(inputValue);
    },
  });

  const keyOf = (item: T) => (getOptionKey ? getOptionKey(item) : getOptionLabel(item));
  const selectedKey = selectedItem === null ? null : keyOf(selectedItem);

  return (
    <Field className={className}>
      <Label {...getLabelProps()}>{label}</Label>
      <Anchor>
        <InputFrame $invalid={!!error} $size={size}>
          <input
            {...getInputProps({
              name,
              placeholder,
              disabled,
              required,
              onBlur,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': message ? messageId : undefined,
              'aria-busy': loading || undefined,
            })}
          />
          {clearable && value !== null && !disabled && (
            <Adornment type="button" aria-label={t('clear', 'Clear')} onClick={() => selectItem(null)}>
              <IconX size={16} aria-hidden="true" />
            </Adornment>
          )}
          <Adornment
            type="button"
            {...getToggleButtonProps({ disabled, 'aria-label': t('showOptions', 'Show options') })}
          >
            <IconChevronDown size={18} aria-hidden="true" />
          </Adornment>
        </InputFrame>
        <Popup $open={isOpen}>
          <Listbox {...getMenuProps()}>
            {isOpen &&
              items.map((item, index) => (
                <Option
                  key={keyOf(item)}
                  $highlighted={highlightedIndex === index}
                  $selected={selectedKey === keyOf(item)}
                  $disabled={!!isOptionDisabled?.(item)}
                  {...getItemProps({ item, index })}
                >
                  {renderOption ? renderOption(item) : getOptionLabel(item)}
                </Option>
              ))}
          </Listbox>
          {isOpen && loading && <Message role="status">{t('loading', 'Loading…')}</Message>}
          {isOpen && !loading && items.length === 0 && (
            <Message>{noOptionsText ?? t('noOptions', 'No options')}</Message>
          )}
        </Popup>
      </Anchor>
      {message && (
        <HelperText id={messageId} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </Field>
  );
}
