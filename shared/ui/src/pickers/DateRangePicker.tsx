import { useId, useState } from 'react';
import styled from 'styled-components';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { DateRange, Matcher } from 'react-day-picker';
import { Field, HelperText, InputFrame, Label } from '../components/TextField';
import { Calendar } from './Calendar';
import { formatDateText, unavailableDays } from './dateText';
import { PickerPopover, PickerTrigger } from './PickerPopover';
import { usePickerLocale } from './pickerLocale';

export type { DateRange };

export interface DateRangePickerLabels {
  /** The panel's name: "Choose the dates". */
  dialog: string;
  /** Shown with no dates chosen: "Start date – End date". */
  placeholder: string;
}

export interface DateRangePickerProps {
  label: string;
  value: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  labels: DateRangePickerLabels;
  min?: Date;
  max?: Date;
  disabledDays?: Matcher | Matcher[];
  /** Nights or days the range must span at least / at most. */
  minDays?: number;
  maxDays?: number;
  /** Months shown side by side (2 by default). */
  numberOfMonths?: number;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  className?: string;
}

const TriggerButton = styled.button`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-inline-size: 0;
  padding-block: 0.4rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.palette.text.disabled};
  }
  span[data-empty='true'] {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/**
 * A date range field: its button opens two months (react-day-picker range mode) where the first pick
 * starts the range and the second ends it; the panel closes when both ends are set. The field names
 * its value ("Start – End") for screen readers as its text.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  labels,
  min,
  max,
  disabledDays,
  minDays,
  maxDays,
  numberOfMonths = 2,
  error,
  helperText,
  disabled,
  className,
}: DateRangePickerProps) {
  const id = useId();
  const { locale } = usePickerLocale();
  const [open, setOpen] = useState(false);
  const text = value?.from
    ? `${formatDateText(value.from, locale)} – ${formatDateText(value.to, locale)}`
    : labels.placeholder;
  const message = error ?? helperText;
  return (
    <Field className={className}>
      <Label as="span" id={`${id}-label`}>
        {label}
      </Label>
      <PickerPopover
        open={open}
        onOpenChange={setOpen}
        label={labels.dialog}
        anchor={
          <InputFrame $invalid={!!error}>
            <PickerTrigger asChild>
              <TriggerButton
                type="button"
                disabled={disabled}
                aria-labelledby={`${id}-label ${id}-value`}
                aria-describedby={message ? `${id}-message` : undefined}
                aria-invalid={error ? true : undefined}
              >
                <IconCalendarEvent size={18} aria-hidden="true" />
                <span id={`${id}-value`} data-empty={!value?.from}>
                  {text}
                </span>
              </TriggerButton>
            </PickerTrigger>
          </InputFrame>
        }
      >
        <Calendar
          mode="range"
          selected={value}
          defaultMonth={value?.from ?? min}
          startMonth={min}
          endMonth={max}
          disabled={unavailableDays(min, max, disabledDays)}
          excludeDisabled
          min={minDays}
          max={maxDays}
          numberOfMonths={numberOfMonths}
          autoFocus
          onSelect={(range) => {
            onChange(range);
            if (range?.from && range.to && range.from.getTime() !== range.to.getTime()) setOpen(false);
          }}
        />
      </PickerPopover>
      {message && (
        <HelperText id={`${id}-message`} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </Field>
  );
}
