import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CALENDAR_NAMES, type CalendarName } from '@atrium/contracts';
import { Checkbox } from '@atrium/ui';
import { CALENDAR_COLORS } from '../calendarColors';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  legend {
    padding: 0;
    margin-block-end: 0.75rem;
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** Which calendars are shown: "View all" and one box per calendar, in its colour. */
export function CalendarFilters({
  selected,
  onChange,
}: {
  selected: readonly CalendarName[];
  onChange: (calendars: CalendarName[]) => void;
}) {
  const { t } = useTranslation('admin');
  const all = selected.length === CALENDAR_NAMES.length;
  const toggle = (name: CalendarName, on: boolean) =>
    onChange(CALENDAR_NAMES.filter((c) => (c === name ? on : selected.includes(c))));
  return (
    <Group>
      <legend>{t('calendar.filters')}</legend>
      <Checkbox
        label={t('calendar.viewAll')}
        color="secondary"
        checked={all ? true : selected.length ? 'indeterminate' : false}
        onCheckedChange={(on) => onChange(on === true ? [...CALENDAR_NAMES] : [])}
      />
      {CALENDAR_NAMES.map((name) => (
        <Checkbox
          key={name}
          label={t(`calendar.names.${name}`)}
          color={CALENDAR_COLORS[name]}
          checked={selected.includes(name)}
          onCheckedChange={(on) => toggle(name, on === true)}
        />
      ))}
    </Group>
  );
}
