import { forwardRef, useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconCalendar } from '@tabler/icons-react';
import type { Matcher } from 'react-day-picker';
import { IconButton } from '../components/IconButton';
import { Field, HelperText, InputFrame, Label } from '../components/TextField';
import { Calendar } from './Calendar';
import { datePattern, formatDateText, isUnavailable, parseDateText, unavailableDays } from './dateText';
import { PickerPopover, PickerTrigger } from './PickerPopover';
import { usePickerLocale } from './pickerLocale';

/** The date field's strings, in the page's language. */
export interface DatePickerLabels {
  /** The calendar button and the panel's name: "Choose a date". */
  openCalendar: string;
  /** Typed text that is not a date. */
  invalidDate: string;
  /** A date outside min/max or on a disabled day. */
  unavailableDate: string;
}

export interface DatePickerProps {
  label?: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  labels: DatePickerLabels;
  /** The first and last days that can be chosen (typed or picked). */
  min?: Date;
  max?: Date;
  /** Other days that cannot be chosen: `{ dayOfWeek: [0, 6] }`, a list of dates, `{ before: date }`. */
  disabledDays?: Matcher | Matcher[];
  /** An error of the form (e.g. required); the field's own typing errors show when there is none. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  size?: 'sm' | 'md';
  /** Month and year drop-downs in the calendar's caption, for far dates (a birth date). */
  yearDropdown?: boolean;
  startAdornment?: ReactNode;
  placeholder?: string;
  id?: string;
  name?: string;
  onBlur?: () => void;
  className?: string;
}

const Input = styled.input``;

/**
 * A date field: type the date in the page's short form (or ISO), or open the calendar by its button
 * (the panel focuses the selected day; arrows move, Enter picks, Escape closes). Typed text is checked
 * on leaving the field against the date's validity, min/max and disabled days, with the given messages.
 * Forwards its ref to the text input (a form focuses it on an error).
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
  {
    label,
    value,
    onChange,
    labels,
    min,
    max,
    disabledDays,
    error,
    helperText,
    disabled,
    readOnly,
    required,
    size = 'md',
    yearDropdown,
    startAdornment,
    placeholder,
    id,
    name,
    onBlur,
    className,
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const { locale } = usePickerLocale();
  const [text, setText] = useState(() => formatDateText(value, locale));
  const [typingError, setTypingError] = useState<string>();
  const [open, setOpen] = useState(false);
  const matchers = unavailableDays(min, max, disabledDays);

  // A value set from outside (a reset, the calendar) or a language change rewrites the text.
  useEffect(() => {
    setText(formatDateText(value, locale));
    setTypingError(undefined);
  }, [value, locale]);

  const commitText = () => {
    if (text.trim() === '') {
      setTypingError(undefined);
      if (value) onChange(undefined);
      return;
    }
    const date = parseDateText(text, locale);
    if (!date) {
      setTypingError(labels.invalidDate);
      return;
    }
    if (isUnavailable(date, matchers)) {
      setTypingError(labels.unavailableDate);
      return;
    }
    setTypingError(undefined);
    if (!value || date.getTime() !== value.getTime()) onChange(date);
    else setText(formatDateText(date, locale));
  };

  const message = error ?? typingError ?? helperText;
  const invalid = !!(error ?? typingError);
  return (
    <Field className={className}>
      {label && <Label htmlFor={inputId}>{label}</Label>}
      <PickerPopover
        open={open}
        onOpenChange={setOpen}
        label={labels.openCalendar}
        anchor={
          <InputFrame $invalid={invalid} $size={size}>
            {startAdornment}
            <Input
              ref={ref}
              id={inputId}
              name={name}
              value={text}
              placeholder={placeholder ?? datePattern(locale)}
              disabled={disabled}
              readOnly={readOnly}
              required={required}
              autoComplete="off"
              aria-invalid={invalid || undefined}
              aria-describedby={message ? messageId : undefined}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => {
                commitText();
                onBlur?.();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitText();
                if (event.key === 'ArrowDown' && event.altKey) setOpen(true);
              }}
            />
            {!readOnly && (
              <PickerTrigger asChild>
                <IconButton aria-label={labels.openCalendar} size="sm" disabled={disabled}>
                  <IconCalendar size={18} aria-hidden="true" />
                </IconButton>
              </PickerTrigger>
            )}
          </InputFrame>
        }
      >
        <Calendar
          mode="single"
          selected={value}
          defaultMonth={value ?? min}
          startMonth={min}
          endMonth={max}
          disabled={matchers}
          captionLayout={yearDropdown ? 'dropdown' : 'label'}
          autoFocus
          onSelect={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      </PickerPopover>
      {message && (
        <HelperText id={messageId} $error={invalid} role={invalid ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </Field>
  );
});
