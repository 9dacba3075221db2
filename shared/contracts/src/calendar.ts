import { z } from 'zod';
import { LIMITS } from './common';

export const CALENDAR_NAMES = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarName = (typeof CALENDAR_NAMES)[number];

export interface CalendarEventExtendedProps {
  calendar: CalendarName;
  location?: string;
  description?: string;
  guests?: string[];
}

export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  /** ISO date-time. */
  start: string;
  /** ISO date-time. */
  end: string;
  allDay: boolean;
  extendedProps: CalendarEventExtendedProps;
}

export interface CalendarListQuery {
  /** Repeated: only events of these calendars (none given: none shown). */
  calendars?: CalendarName[];
}

export type CalendarListResponse = CalendarEvent[];

const isoDate = (what: string) =>
  z
    .string(`${what} is required`)
    .max(64, `${what} must be a date`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${what} must be a date`);

const extendedPropsSchema = z.object({
  calendar: z.enum(CALENDAR_NAMES, 'calendar must be Business, Holiday, Personal, ETC or Family'),
  location: z.string().max(LIMITS.name, 'location is too long').optional(),
  description: z.string().max(LIMITS.text, 'description is too long').optional(),
  guests: z
    .array(z.string().max(LIMITS.email, 'a guest is too long'))
    .max(LIMITS.list, 'at most 100 guests')
    .optional(),
});

const endNotBeforeStart = (e: { start?: string; end?: string }) =>
  !e.start || !e.end || Date.parse(e.end) >= Date.parse(e.start);

/** The body of POST /api/apps/calendar: an event without id (the server gives the next one). */
export const calendarEventCreateSchema = z
  .object({
    title: z.string('title is required').trim().min(1, 'title is required').max(200, 'title is too long'),
    start: isoDate('start'),
    end: isoDate('end'),
    allDay: z.boolean('allDay must be true or false').default(false),
    url: z.string().max(LIMITS.url, 'url is too long').default(''),
    extendedProps: extendedPropsSchema,
  })
  .refine(endNotBeforeStart, { message: 'end must not be before start', path: ['end'] });
export type CalendarEventCreate = z.input<typeof calendarEventCreateSchema>;

/** The body of PUT /api/apps/calendar/{id}: fields merged into the event (an id in the body is ignored). */
export const calendarEventUpdateSchema = z
  .object({
    id: z.unknown().optional(),
    title: z.string().trim().min(1, 'title must not be empty').max(200, 'title is too long'),
    start: isoDate('start'),
    end: isoDate('end'),
    allDay: z.boolean('allDay must be true or false'),
    url: z.string().max(LIMITS.url, 'url is too long'),
    extendedProps: extendedPropsSchema,
  })
  .partial();
export type CalendarEventUpdate = z.input<typeof calendarEventUpdateSchema>;
