import { z } from 'zod';
import {
  CALENDAR_NAMES,
  type CalendarEvent,
  type CalendarEventCreate,
  type CalendarName,
} from '@atrium/contracts';

/**
 * The event form: dates as the inputs hold them — `YYYY-MM-DD` for an all-day event, local
 * `YYYY-MM-DDTHH:mm` for a timed one — converted to and from the API's ISO date-times here.
 * Messages are translation keys of the admin area.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, 'calendar.errors.titleRequired').max(120, 'calendar.errors.titleTooLong'),
    calendar: z.enum(CALENDAR_NAMES, 'calendar.errors.calendarRequired'),
    allDay: z.boolean(),
    start: z.string().min(1, 'calendar.errors.startRequired'),
    end: z.string().min(1, 'calendar.errors.endRequired'),
    url: z.union([z.literal(''), z.url('calendar.errors.urlInvalid')]),
    location: z.string().trim().max(120, 'calendar.errors.locationTooLong'),
    description: z.string().trim().max(1000, 'calendar.errors.descriptionTooLong'),
  })
  .superRefine((form, ctx) => {
    const format = form.allDay ? DATE : DATE_TIME;
    for (const key of ['start', 'end'] as const) {
      if (form[key] && !format.test(form[key]))
        ctx.addIssue({ code: 'custom', path: [key], message: 'calendar.errors.dateInvalid' });
    }
    if (format.test(form.start) && format.test(form.end) && form.end < form.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'calendar.errors.endBeforeStart' });
  });

export type EventForm = z.infer<typeof eventFormSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a local `YYYY-MM-DD`. */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A Date as a local `YYYY-MM-DDTHH:mm`. */
export function toDateTimeInput(date: Date): string {
  return `${toDateInput(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An all-day event's day: the API keeps it as midnight UTC of that day. */
const dayOf = (iso: string) => iso.slice(0, 10);

/** The last day an all-day event covers (the API's end is exclusive), never before its first. */
function lastDayOf(event: CalendarEvent): string {
  const last = previousDay(dayOf(event.end));
  return last < dayOf(event.start) ? dayOf(event.start) : last;
}

/** The form for an existing event. */
export function formFromEvent(event: CalendarEvent): EventForm {
  return {
    title: event.title,
    calendar: event.extendedProps.calendar,
    allDay: event.allDay,
    start: event.allDay ? dayOf(event.start) : toDateTimeInput(new Date(event.start)),
    end: event.allDay ? lastDayOf(event) : toDateTimeInput(new Date(event.end)),
    url: event.url,
    location: event.extendedProps.location ?? '',
    description: event.extendedProps.description ?? '',
  };
}

/** The form for a new event: on `day` (all day), or from `start` for an hour. */
export function newEventForm(at: Date, allDay: boolean, calendar: CalendarName = 'Business'): EventForm {
  const end = new Date(at.getTime() + (allDay ? 0 : 60 * 60 * 1000));
  return {
    title: '',
    calendar,
    allDay,
    start: allDay ? toDateInput(at) : toDateTimeInput(at),
    end: allDay ? toDateInput(end) : toDateTimeInput(end),
    url: '',
    location: '',
    description: '',
  };
}

/** Switching all day on or off keeps the days and converts the values to the other input's format. */
export function withAllDay(form: Pick<EventForm, 'start' | 'end'>, allDay: boolean) {
  const convert = (value: string) => {
    if (!value) return value;
    if (allDay) return value.slice(0, 10);
    return DATE.test(value) ? `${value}T09:00` : value;
  };
  return { start: convert(form.start), end: convert(form.end) };
}

/** An input value as the API's ISO date-time: all-day days at midnight UTC, times from local time. */
export function isoFromInput(value: string, allDay: boolean): string {
  return allDay ? `${value}T00:00:00.000Z` : new Date(value).toISOString();
}

/**
 * The API body for the form. An all-day event's end is exclusive (the day after its last day), as the
 * calendar shows it; the form shows the last day itself.
 */
export function eventFromForm(form: EventForm): CalendarEventCreate {
  const end = form.allDay ? nextDay(form.end) : form.end;
  return {
    title: form.title.trim(),
    start: isoFromInput(form.start, form.allDay),
    end: isoFromInput(end, form.allDay),
    allDay: form.allDay,
    url: form.url,
    extendedProps: {
      calendar: form.calendar,
      ...(form.location.trim() && { location: form.location.trim() }),
      ...(form.description.trim() && { description: form.description.trim() }),
    },
  };
}

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The day before a `YYYY-MM-DD` day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
