import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCombobox } from 'downshift';
import { Spinner } from '../components/CircularProgress';
import { Field, HelperText, InputFrame, Label } from '../components/TextField';
import type { ComboboxOption } from './comboboxTypes';
import {
  Anchor,
  ListBox,
  MenuMessage,
  OptionContent,
  OptionRow,
  groupInOrder,
  renderGrouped,
} from './ComboboxParts';
import { matchesQuery } from '../text/foldText';

export interface AutocompleteProps {
  label: string;
  /** The text in the field: free text, or a suggestion's label once one is picked. */
  value: string;
  onChange: (value: string) => void;
  /** Called with the suggestion the user picked (after `onChange` with its label). */
  onSelect?: (option: ComboboxOption) => void;
  /** Local suggestions, filtered by the text (accents and case ignored). */
  suggestions?: readonly ComboboxOption[];
  /**
   * Remote suggestions: called with the text once the user pauses typing for `debounceMs`; the list
   * shows a loading row meanwhile. Answers to older texts are dropped.
   */
  loadSuggestions?: (query: string) => Promise<readonly ComboboxOption[]>;
  debounceMs?: number;
  /** Fewest characters before `loadSuggestions` is called (default 1). */
  minChars?: number;
  placeholder?: string;
  helperText?: string;
  error?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  startAdornment?: ReactNode;
  noOptionsText?: string;
  loadingText?: string;
  className?: string;
  id?: string;
}

function useRemoteSuggestions(
  query: string,
  load: AutocompleteProps['loadSuggestions'],
  debounceMs: number,
  minChars: number,
) {
  const [state, setState] = useState<{ items: readonly ComboboxOption[]; loading: boolean }>({
    items: [],
    loading: false,
  });
  const latest = useRef(0);
  useEffect(() => {
    if (!load) return;
    const request = ++latest.current;
    if (query.trim().length < minChars) {
      setState({ items: [], loading: false });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      load(query).then(
        (items) => request === latest.current && setState({ items, loading: false }),
        () => request === latest.current && setState({ items: [], loading: false }),
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, load, debounceMs, minChars]);
  return state;
}

/**
 * A text field that suggests as you type (ARIA 1.2 combobox, downshift): the text stays free, a
 * suggestion fills it in. Suggestions come from a local list or an async `loadSuggestions`.
 */
export function Autocomplete({
  label,
  value,
  onChange,
  onSelect,
  suggestions,
  loadSuggestions,
  debounceMs = 250,
  minChars = 1,
  placeholder,
  helperText,
  error,
  disabled,
  size = 'md',
  startAdornment,
  noOptionsText,
  loadingText,
  className,
  id,
}: AutocompleteProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const baseId = id ?? autoId;
  const messageId = `${baseId}-message`;
  const remote = useRemoteSuggestions(value, loadSuggestions, debounceMs, minChars);
  const local = useMemo(
    () => groupInOrder((suggestions ?? []).filter((o) => matchesQuery(o.label, value))),
    [suggestions, value],
  );
  const items = loadSuggestions ? remote.items : local;
  const cb = useCombobox<ComboboxOption>({
    id: baseId,
    items: items as ComboboxOption[],
    inputValue: value,
    selectedItem: null,
    itemToString: (o) => o?.label ?? '',
    itemToKey: (o) => o?.value,
    isItemDisabled: (o) => !!o.disabled,
    // Free text: leaving the field keeps what was typed instead of picking the highlighted suggestion.
    stateReducer: (_state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputBlur ? { ...changes, inputValue: value } : changes,
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputBlur) onChange(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect?.(selectedItem);
    },
  });
  const message = error ?? helperText;
  const showEmpty = !remote.loading && items.length === 0 && value.trim().length >= minChars;
  return (
    <Field className={className}>
      <Label {...cb.getLabelProps()}>{label}</Label>
      <Anchor>
        <InputFrame $invalid={!!error} $size={size}>
          {startAdornment}
          <input
            {...cb.getInputProps({
              placeholder,
              disabled,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': message ? messageId : undefined,
              'aria-busy': remote.loading || undefined,
            })}
          />
          {remote.loading && <Spinner size={16} />}
        </InputFrame>
        <ListBox $open={cb.isOpen && !remote.loading && items.length > 0} {...cb.getMenuProps()}>
          {cb.isOpen &&
            !remote.loading &&
            renderGrouped(
              items,
              (option, index) => (
                <OptionRow
                  key={option.value}
                  $highlighted={cb.highlightedIndex === index}
                  $selected={false}
                  {...cb.getItemProps({ item: option, index })}
                >
                  <OptionContent option={option} selected={false} />
                </OptionRow>
              ),
              (group) => `${baseId}-group-${group}`,
            )}
        </ListBox>
        {cb.isOpen && (remote.loading || showEmpty) && (
          <MenuMessage role="status">
            {remote.loading
              ? (loadingText ?? t('loading', 'Loading…'))
              : (noOptionsText ?? t('noOptions', 'No options'))}
          </MenuMessage>
        )}
      </Anchor>
      {message && (
        <HelperText id={messageId} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </Field>
  );
}
