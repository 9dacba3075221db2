import { useState } from 'react';
import styled from 'styled-components';
import { addDays, startOfDay } from 'date-fns';
import { DateField } from '@atrium/ui';
import { Calendar, DatePicker, DateRangePicker, type DateRange } from '@atrium/ui/pickers';
import { DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_FORMS_NS } from './strings';

const Box = styled.div`
  flex: 1 1 16rem;
  align-self: flex-start;
  min-inline-size: 0;
`;

const Result = styled.p`
  margin: 0;
  flex-basis: 100%;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export default function DateTimePickerDemo() {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const today = startOfDay(new Date());
  const [date, setDate] = useState<Date | undefined>(today);
  const [birth, setBirth] = useState<Date | undefined>();
  const [meeting, setMeeting] = useState<Date | undefined>();
  const [stay, setStay] = useState<DateRange | undefined>();
  const [inline, setInline] = useState<Date | undefined>(today);
  const [days, setDays] = useState<Date[] | undefined>();
  const [time, setTime] = useState('09:30');
  const [appointment, setAppointment] = useState<Date | undefined>();
  const [appointmentTime, setAppointmentTime] = useState('14:00');
  const labels = {
    openCalendar: t('dateTimePicker.openCalendar'),
    invalidDate: t('dateTimePicker.invalidDate'),
    unavailableDate: t('dateTimePicker.unavailableDate'),
  };
  const longDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const withTime = (day: Date | undefined, hhmm: string) => {
    if (!day || !/^\d{2}:\d{2}$/.test(hhmm)) return undefined;
    const [hours, minutes] = hhmm.split(':').map(Number);
    const at = new Date(day);
    at.setHours(hours, minutes);
    return at;
  };
  const appointmentAt = withTime(appointment, appointmentTime);
  return (
    <>
      <DemoSection title={t('dateTimePicker.basic')}>
        <Box>
          <DatePicker
            label={t('dateTimePicker.date')}
            value={date}
            onChange={setDate}
            labels={labels}
            helperText={t('dateTimePicker.typeOrPick')}
          />
        </Box>
        <Box>
          <DatePicker
            label={t('dateTimePicker.birthDate')}
            value={birth}
            onChange={setBirth}
            labels={labels}
            max={today}
            min={new Date(1920, 0, 1)}
            yearDropdown
            helperText={t('dateTimePicker.yearDropdown')}
          />
        </Box>
        <Result>
          {date ? t('dateTimePicker.chosen', { date: longDate.format(date) }) : t('dateTimePicker.none')}
        </Result>
      </DemoSection>
      <DemoSection title={t('dateTimePicker.bounds')}>
        <Box>
          <DatePicker
            label={t('dateTimePicker.meeting')}
            value={meeting}
            onChange={setMeeting}
            labels={labels}
            min={today}
            max={addDays(today, 60)}
            disabledDays={{ dayOfWeek: [0, 6] }}
            helperText={t('dateTimePicker.boundsHint')}
          />
        </Box>
      </DemoSection>
      <DemoSection title={t('dateTimePicker.range')}>
        <Box>
          <DateRangePicker
            label={t('dateTimePicker.stay')}
            value={stay}
            onChange={setStay}
            labels={{
              dialog: t('dateTimePicker.chooseDates'),
              placeholder: t('dateTimePicker.rangePlaceholder'),
            }}
            min={today}
            minDays={2}
            helperText={t('dateTimePicker.rangeHint')}
          />
        </Box>
      </DemoSection>
      <DemoSection title={t('dateTimePicker.inline')}>
        <Calendar
          mode="single"
          selected={inline}
          onSelect={setInline}
          footer={
            inline ? t('dateTimePicker.chosen', { date: longDate.format(inline) }) : t('dateTimePicker.none')
          }
        />
        <Calendar
          mode="multiple"
          max={3}
          selected={days}
          onSelect={setDays}
          footer={t('dateTimePicker.multiple', { count: days?.length ?? 0 })}
        />
      </DemoSection>
      <DemoSection title={t('dateTimePicker.time')}>
        <Box>
          <DateField
            type="time"
            label={t('dateTimePicker.startTime')}
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </Box>
        <Box>
          <DateField
            type="time"
            label={t('dateTimePicker.officeHours')}
            defaultValue="10:00"
            min="08:00"
            max="18:00"
            step={900}
            helperText={t('dateTimePicker.officeHoursHint')}
          />
        </Box>
      </DemoSection>
      <DemoSection title={t('dateTimePicker.dateAndTime')}>
        <Box>
          <DatePicker
            label={t('dateTimePicker.appointmentDay')}
            value={appointment}
            onChange={setAppointment}
            labels={labels}
            min={today}
          />
        </Box>
        <Box>
          <DateField
            type="time"
            label={t('dateTimePicker.appointmentTime')}
            value={appointmentTime}
            onChange={(event) => setAppointmentTime(event.target.value)}
          />
        </Box>
        <Box>
          <DateField type="datetime-local" label={t('dateTimePicker.nativeDateTime')} />
        </Box>
        <Result aria-live="polite">
          {appointmentAt
            ? t('dateTimePicker.appointment', { at: dateTime.format(appointmentAt) })
            : t('dateTimePicker.none')}
        </Result>
      </DemoSection>
      <DemoSection title={t('sections.states')}>
        <Box>
          <DatePicker
            label={t('dateTimePicker.disabled')}
            value={today}
            onChange={() => undefined}
            labels={labels}
            disabled
          />
        </Box>
        <Box>
          <DatePicker
            label={t('dateTimePicker.readOnly')}
            value={today}
            onChange={() => undefined}
            labels={labels}
            readOnly
          />
        </Box>
        <Box>
          <DatePicker
            label={t('dateTimePicker.withError')}
            value={undefined}
            onChange={() => undefined}
            labels={labels}
            error={t('dateTimePicker.required')}
          />
        </Box>
        <Box>
          <DatePicker
            label={t('sizes.sm')}
            value={today}
            onChange={() => undefined}
            labels={labels}
            size="sm"
          />
        </Box>
      </DemoSection>
    </>
  );
}
