import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import type { EventChangeArg, EventInput } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import arLocale from '@fullcalendar/core/locales/ar';
import type { CalendarEvent } from '@atrium/contracts';
import { useLayoutSettings } from '@atrium/platform';
import { useAtriumTheme } from '@atrium/ui';
import { CALENDAR_COLORS, tonalOnPaper } from '../calendarColors';
import { toDateInput } from '../eventForm';

/** FullCalendar drawn with the theme: its CSS variables, and the design system's buttons and type. */
const Frame = styled.div`
  --fc-border-color: ${({ theme }) => theme.palette.divider};
  --fc-page-bg-color: ${({ theme }) => theme.palette.background.paper};
  --fc-neutral-bg-color: ${({ theme }) => theme.palette.action.hover};
  --fc-list-event-hover-bg-color: ${({ theme }) => theme.palette.action.hover};
  --fc-today-bg-color: ${({ theme }) => theme.palette.primary.tonal};
  --fc-button-text-color: ${({ theme }) => theme.palette.primary.text};
  --fc-button-bg-color: ${({ theme }) => theme.palette.primary.tonal};
  --fc-button-border-color: transparent;
  --fc-button-hover-bg-color: ${({ theme }) => theme.palette.primary.tonal};
  --fc-button-hover-border-color: ${({ theme }) => theme.palette.primary.main};
  --fc-button-active-bg-color: ${({ theme }) => theme.palette.primary.solid};
  --fc-button-active-border-color: ${({ theme }) => theme.palette.primary.solid};
  --fc-event-border-color: transparent;
  color: ${({ theme }) => theme.palette.text.primary};
  .fc .fc-toolbar {
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .fc .fc-toolbar-title {
    font-size: 1.25rem;
    font-weight: 500;
  }
  .fc .fc-button {
    font-size: 0.875rem;
    text-transform: capitalize;
    border-radius: ${({ theme }) => theme.radius.md}px;
    box-shadow: none;
  }
  /* FullCalendar's own styles load after ours: one more class wins. */
  .fc .fc-toolbar .fc-button-primary:not(:disabled).fc-button-active,
  .fc .fc-toolbar .fc-button-primary:not(:disabled):active {
    color: ${({ theme }) => theme.palette.primary.contrastText};
  }
  .fc .fc-button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
  .fc .fc-col-header-cell-cushion,
  .fc .fc-daygrid-day-number,
  .fc .fc-list-day-text,
  .fc .fc-list-day-side-text {
    color: inherit;
    text-decoration: none;
  }
  .fc .fc-daygrid-day-number {
    font-size: 0.875rem;
  }
  /* Days of the next and previous months: quieter, still readable (FullCalendar fades them to 30%). */
  .fc .fc-day-other .fc-daygrid-day-top {
    opacity: 1;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  .fc .fc-event {
    border-radius: ${({ theme }) => theme.radius.sm}px;
    padding: 0.0625rem 0.375rem;
    font-size: 0.8125rem;
    cursor: pointer;
  }
  .fc .fc-event:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
  }
  .fc .fc-daygrid-event-dot {
    border-color: currentColor;
  }
  .fc .fc-list-event-title a {
    color: inherit;
  }
  /* Titles people wrote run in their own direction: an English title in the Arabic layout keeps its start. */
  .fc .fc-event-title,
  .fc .fc-list-event-title {
    unicode-bidi: plaintext;
  }
`;

const LOCALES = { fr: 'fr', ar: 'ar' } as Record<string, string>;

/** A phone-sized screen opens on the list: a month grid has no room for titles there. */
function initialView(): 'listMonth' | 'dayGridMonth' {
  const narrow = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 599.98px)').matches;
  return narrow ? 'listMonth' : 'dayGridMonth';
}

/** FullCalendar's arrow icons are role="img" without a name; their buttons are named: hide the icons. */
function hideDecorativeIcons(root: HTMLElement | null) {
  root?.querySelectorAll('.fc-icon[role="img"]').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
}

/** What the calendar shows of an event: the API's, in the colours of its calendar. */
function toCalendarInput(
  event: CalendarEvent,
  colors: { background: string; border: string; text: string },
): EventInput {
  return {
    id: String(event.id),
    title: event.title,
    // An all-day event's days are the API's UTC days, whatever the viewer's time zone.
    start: event.allDay ? event.start.slice(0, 10) : event.start,
    end: event.allDay ? event.end.slice(0, 10) : event.end,
    allDay: event.allDay,
    backgroundColor: colors.background,
    // The calendar's own colour: the edge of a block, the dot in the list view.
    borderColor: colors.border,
    textColor: colors.text,
  };
}

/** An event moved or resized, as the API's fields. */
export interface EventMove {
  id: number;
  start: string;
  end: string;
  allDay: boolean;
}

function moveOf({ event }: Pick<EventChangeArg, 'event'>): EventMove {
  const start = event.start ?? new Date();
  const allDay = event.allDay;
  const fallbackEnd = new Date(start.getTime() + (allDay ? 24 : 1) * 60 * 60 * 1000);
  const end = event.end ?? fallbackEnd;
  const iso = (date: Date) => (allDay ? `${toDateInput(date)}T00:00:00.000Z` : date.toISOString());
  return { id: Number(event.id), start: iso(start), end: iso(end), allDay };
}

/**
 * The calendar itself (FullCalendar: month, week, day and list views), in the page's language and
 * direction. Clicking an event opens it; given the means, clicking a day adds an event there, and
 * dragging or resizing one saves the change, or puts it back if the save fails.
 */
export function EventCalendar({
  events,
  onOpenEvent,
  onAddAt,
  onMove,
}: {
  events: CalendarEvent[];
  onOpenEvent: (event: CalendarEvent) => void;
  /** Adds an event on a clicked day; without it, a day is not a control. */
  onAddAt?: (date: Date, allDay: boolean) => void;
  /** Saves a dragged or resized event; without it, events do not move. */
  onMove?: (move: EventMove) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('admin');
  const { isRTL } = useLayoutSettings();
  const { palette } = useAtriumTheme();
  const inputs = useMemo(
    () =>
      events.map((event) => {
        const color = palette[CALENDAR_COLORS[event.extendedProps.calendar]];
        return toCalendarInput(event, {
          background: tonalOnPaper(color.tonal, palette.background.paper),
          border: color.main,
          text: color.text,
        });
      }),
    [events, palette],
  );
  const change = (info: EventChangeArg) => {
    if (onMove) void onMove(moveOf(info)).catch(() => info.revert());
    else info.revert();
  };
  const frame = useRef<HTMLDivElement>(null);
  // On mount and when the toolbar is drawn again for another language or direction; each new range: datesSet.
  useEffect(() => hideDecorativeIcons(frame.current), [i18n.language, isRTL]);

  return (
    <Frame ref={frame}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={initialView()}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
        }}
        buttonText={{
          today: t('calendar.views.today'),
          month: t('calendar.views.month'),
          week: t('calendar.views.week'),
          day: t('calendar.views.day'),
          list: t('calendar.views.list'),
        }}
        locales={[frLocale, arLocale]}
        locale={LOCALES[i18n.language] ?? 'en'}
        direction={isRTL ? 'rtl' : 'ltr'}
        events={inputs}
        height="auto"
        dayMaxEvents={3}
        eventDisplay="block"
        navLinks
        editable={onMove !== undefined}
        eventInteractive
        eventResizableFromStart
        dateClick={onAddAt && ((info) => onAddAt(info.date, info.allDay))}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const event = events.find((e) => String(e.id) === info.event.id);
          if (event) onOpenEvent(event);
        }}
        datesSet={() => hideDecorativeIcons(frame.current)}
        eventDrop={change}
        eventResize={change}
      />
    </Frame>
  );
}
