import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { DateField } from '../components/DateField';

/** The presets, in the order they are shown (the same values as `@atrium/platform`'s DateRange). */
export const DATE_RANGE_CONTROL_PRESETS = ['month', '30d', 'year', 'custom'] as const;

export type DateRangeControlPreset = (typeof DATE_RANGE_CONTROL_PRESETS)[number];

/** A resolved date range, as `useDateRange()` gives it: ISO `YYYY-MM-DD` dates, both inclusive. */
export interface DateRangeValue {
  preset: DateRangeControlPreset;
  from: string;
  to: string;
}

export interface DateRangeControlProps {
  value: DateRangeValue;
  /** A preset is reported with the current dates (the owner resolves them); a custom pair only when valid. */
  onChange: (next: DateRangeValue) => void;
  /** The group's accessible name (default "Date range"). */
  label?: string;
  className?: string;
}

const PRESET_LABEL_KEYS: Record<DateRangeControlPreset, string> = {
  month: 'dateRangeMonth',
  '30d': 'dateRange30d',
  year: 'dateRangeYear',
  custom: 'dateRangeCustom',
};

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
`;

const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  background: ${({ theme }) => theme.palette.background.paper};
`;

const CustomFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
  & > * {
    inline-size: 10.5rem;
  }
`;

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A dashboard's date range: this month, last 30 days, this year, or a custom from/to pair (native date
 * fields). The presets are toggle buttons in a named group; the pressed one is the current range.
 */
export function DateRangeControl({ value, onChange, label, className }: DateRangeControlProps) {
  const { t } = useTranslation('ui');
  // The custom fields' text while it is being typed; reset whenever the range itself changes.
  const [draft, setDraft] = useState({ from: value.from, to: value.to });
  const [shown, setShown] = useState(value);
  if (shown.from !== value.from || shown.to !== value.to || shown.preset !== value.preset) {
    setShown(value);
    setDraft({ from: value.from, to: value.to });
  }
  const reversed = isIsoDate(draft.from) && isIsoDate(draft.to) && draft.from > draft.to;

  const changeDraft = (next: { from: string; to: string }) => {
    setDraft(next);
    if (isIsoDate(next.from) && isIsoDate(next.to) && next.from <= next.to) {
      onChange({ preset: 'custom', from: next.from, to: next.to });
    }
  };

  return (
    <Root className={className}>
      <Segments role="group" aria-label={label ?? t('dateRange')}>
        {DATE_RANGE_CONTROL_PRESETS.map((preset) => {
          const pressed = value.preset === preset;
          return (
            <Button
              key={preset}
              size="sm"
              variant={pressed ? 'tonal' : 'text'}
              color={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              onClick={() => {
                if (!pressed) onChange({ preset, from: value.from, to: value.to });
              }}
            >
              {t(PRESET_LABEL_KEYS[preset])}
            </Button>
          );
        })}
      </Segments>
      {value.preset === 'custom' && (
        <CustomFields>
          <DateField
            size="sm"
            label={t('dateRangeFrom')}
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => changeDraft({ ...draft, from: e.target.value })}
          />
          <DateField
            size="sm"
            label={t('dateRangeTo')}
            value={draft.to}
            min={draft.from || undefined}
            error={reversed ? t('dateRangeInvalid') : undefined}
            onChange={(e) => changeDraft({ ...draft, to: e.target.value })}
          />
        </CustomFields>
      )}
    </Root>
  );
}
