import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCombobox, useMultipleSelection } from 'downshift';
import { IconChevronDown } from '@tabler/icons-react';
import { Chip } from '../components/Chip';
import { Field, HelperText, InputFrame, Label } from '../components/TextField';
import type { ComboboxOption } from './comboboxTypes';
import {
  Anchor,
  ListBox,
  MenuMessage,
  OptionContent,
  OptionRow,
  ToggleButton,
  groupInOrder,
  renderGrouped,
} from './ComboboxParts';
import { matchesQuery } from '../text/foldText';

interface ComboboxBaseProps {
  label: string;
  options: readonly ComboboxOption[];
  placeholder?: string;
  helperText?: string;
  /** An error message: shown under the field, marks it invalid. */
  error?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** Shown in the list when the typed text matches nothing (default: the design system's "No options"). */
  noOptionsText?: string;
  className?: string;
  id?: string;
}

export interface SingleComboboxProps extends ComboboxBaseProps {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

export interface MultipleComboboxProps extends ComboboxBaseProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type ComboboxProps = SingleComboboxProps | MultipleComboboxProps;

const ChipsFrame = styled(InputFrame)`
  flex-wrap: wrap;
  padding-block: 0.25rem;
  gap: 0.375rem;
  input {
    flex: 1 0 6rem;
  }
  [data-chip]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 1px;
  }
`;

/**
 * Pick one or several of a list, filtering it as you type (accents and case ignored). The ARIA 1.2
 * combobox pattern (downshift): arrows move, Home/End jump, Enter picks, Escape closes then clears.
 * With `multiple`, the picks are removable chips; Backspace in the empty field removes the last one.
 */
export function Combobox(props: ComboboxProps) {
  return props.multiple ? <MultipleCombobox {...props} /> : <SingleCombobox {...props} />;
}

function useFiltered(options: readonly ComboboxOption[], query: string) {
  const ordered = useMemo(() => groupInOrder(options), [options]);
  return useMemo(() => ordered.filter((o) => matchesQuery(o.label, query)), [ordered, query]);
}

function Message({ id, error, helperText }: { id: string; error?: string; helperText?: string }) {
  const message = error ?? helperText;
  if (!message) return null;
  return (
    <HelperText id={id} $error={!!error} role={error ? 'alert' : undefined}>
      {message}
    </HelperText>
  );
}

function SingleCombobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  helperText,
  error,
  disabled,
  size = 'md',
  noOptionsText,
  className,
  id,
}: SingleComboboxProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const baseId = id ?? autoId;
  const messageId = `${baseId}-message`;
  const selected = options.find((o) => o.value === value) ?? null;
  const [query, setQuery] = useState(selected?.label ?? '');
  // The full list while the field shows the current pick; filtered once the user types.
  const items = useFiltered(options, query === selected?.label ? '' : query);
  const cb = useCombobox<ComboboxOption>({
    id: baseId,
    items,
    selectedItem: selected,
    inputValue: query,
    itemToString: (o) => o?.label ?? '',
    itemToKey: (o) => o?.value,
    isItemDisabled: (o) => !!o.disabled,
    // Leaving the field: emptied, it clears the pick; otherwise it shows the pick (old or new) again
    // rather than text that matched nothing.
    stateReducer: (state, { type, changes }) => {
      if (type !== useCombobox.stateChangeTypes.InputBlur) return changes;
      if (state.inputValue.trim() === '') return { ...changes, selectedItem: null, inputValue: '' };
      return { ...changes, inputValue: changes.selectedItem?.label ?? '' };
    },
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.value ?? null),
  });
  return (
    <Field className={className}>
      <Label {...cb.getLabelProps()}>{label}</Label>
      <Anchor>
        <InputFrame $invalid={!!error} $size={size}>
          <input
            {...cb.getInputProps({
              placeholder,
              disabled,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': (error ?? helperText) ? messageId : undefined,
            })}
          />
          <ToggleButton
            type="button"
            {...cb.getToggleButtonProps({ disabled, 'aria-label': t('showOptions', 'Show options') })}
          >
            <IconChevronDown size={18} aria-hidden="true" />
          </ToggleButton>
        </InputFrame>
        <ListBox $open={cb.isOpen && items.length > 0} {...cb.getMenuProps()}>
          {cb.isOpen &&
            renderGrouped(
              items,
              (option, index) => (
                <OptionRow
                  key={option.value}
                  $highlighted={cb.highlightedIndex === index}
                  $selected={option.value === value}
                  {...cb.getItemProps({ item: option, index })}
                >
                  <OptionContent option={option} selected={option.value === value} />
                </OptionRow>
              ),
              (group) => `${baseId}-group-${group}`,
            )}
        </ListBox>
        {cb.isOpen && items.length === 0 && (
          <MenuMessage role="status">{noOptionsText ?? t('noOptions', 'No options')}</MenuMessage>
        )}
      </Anchor>
      <Message id={messageId} error={error} helperText={helperText} />
    </Field>
  );
}

function MultipleCombobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  helperText,
  error,
  disabled,
  size = 'md',
  noOptionsText,
  className,
  id,
}: MultipleComboboxProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const baseId = id ?? autoId;
  const messageId = `${baseId}-message`;
  const [query, setQuery] = useState('');
  const items = useFiltered(options, query);
  const selectedItems = useMemo(
    () => value.flatMap((v) => options.filter((o) => o.value === v)),
    [options, value],
  );
  const ms = useMultipleSelection<ComboboxOption>({
    selectedItems,
    itemToKey: (o) => o?.value,
    onSelectedItemsChange: ({ selectedItems: next }) => onChange((next ?? []).map((o) => o.value)),
  });
  const toggle = (option: ComboboxOption) =>
    onChange(
      value.includes(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value],
    );
  const cb = useCombobox<ComboboxOption>({
    id: baseId,
    items,
    selectedItem: null,
    inputValue: query,
    itemToString: (o) => o?.label ?? '',
    itemToKey: (o) => o?.value,
    isItemDisabled: (o) => !!o.disabled,
    // A pick keeps the list open on the same option and empties the field, to pick the next one.
    stateReducer: (_state, { type, changes }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          return { ...changes, isOpen: true, highlightedIndex: _state.highlightedIndex, inputValue: '' };
        case useCombobox.stateChangeTypes.InputBlur:
          return { ...changes, inputValue: '' };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem }) => {
      if (
        selectedItem &&
        (type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
          type === useCombobox.stateChangeTypes.ItemClick)
      )
        toggle(selectedItem);
    },
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
  });
  return (
    <Field className={className}>
      <Label {...cb.getLabelProps()}>{label}</Label>
      <Anchor>
        <ChipsFrame $invalid={!!error} $size={size}>
          {selectedItems.map((option, index) => (
            <Chip
              key={option.value}
              data-chip=""
              size="sm"
              color={error ? 'error' : 'primary'}
              deleteLabel={t('removeItem', 'Remove {{item}}', { item: option.label })}
              onDelete={disabled ? undefined : () => onChange(value.filter((v) => v !== option.value))}
              {...ms.getSelectedItemProps({ selectedItem: option, index })}
            >
              {option.label}
            </Chip>
          ))}
          <input
            {...cb.getInputProps(
              ms.getDropdownProps({
                placeholder: selectedItems.length ? undefined : placeholder,
                disabled,
                preventKeyAction: cb.isOpen,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': (error ?? helperText) ? messageId : undefined,
              }),
            )}
          />
          <ToggleButton
            type="button"
            {...cb.getToggleButtonProps({ disabled, 'aria-label': t('showOptions', 'Show options') })}
          >
            <IconChevronDown size={18} aria-hidden="true" />
          </ToggleButton>
        </ChipsFrame>
        <ListBox $open={cb.isOpen && items.length > 0} aria-multiselectable {...cb.getMenuProps()}>
          {cb.isOpen &&
            renderGrouped(
              items,
              (option, index) => {
                const isSelected = value.includes(option.value);
                return (
                  <OptionRow
                    key={option.value}
                    $highlighted={cb.highlightedIndex === index}
                    $selected={isSelected}
                    {...cb.getItemProps({ item: option, index, 'aria-selected': isSelected })}
                  >
                    <OptionContent option={option} selected={isSelected} />
                  </OptionRow>
                );
              },
              (group) => `${baseId}-group-${group}`,
            )}
        </ListBox>
        {cb.isOpen && items.length === 0 && (
          <MenuMessage role="status">{noOptionsText ?? t('noOptions', 'No options')}</MenuMessage>
        )}
      </Anchor>
      <Message id={messageId} error={error} helperText={helperText} />
    </Field>
  );
}
