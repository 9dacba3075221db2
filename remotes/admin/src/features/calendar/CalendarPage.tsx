import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { IconPlus } from '@tabler/icons-react';
import { CALENDAR_NAMES, type CalendarEvent, type CalendarName } from '@atrium/contracts';
import { Can, useAbility } from '@atrium/platform';
import { Button, Card, ErrorState, LinearProgress, PageHeader, toast } from '@atrium/ui';
import { useEvents } from './api/getEvents';
import { useSaveEvent } from './api/saveEvent';
import { CalendarFilters } from './components/CalendarFilters';
import { EventCalendar, type EventMove } from './components/EventCalendar';
import { EventDrawer, type EventDraft } from './components/EventDrawer';
import { formFromEvent, newEventForm } from './eventForm';

const Layout = styled(Card)`
  display: grid;
  grid-template-columns: 16rem minmax(0, 1fr);
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  display: grid;
  align-content: start;
  gap: 1.5rem;
  padding: 1.5rem;
  border-inline-end: 1px solid ${({ theme }) => theme.palette.divider};
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    border-inline-end: 0;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
`;

const Main = styled.section`
  padding: 1.5rem;
  min-inline-size: 0;
`;

/** The calendars shown, from the URL (`?calendars=Business,Family`; absent = all, empty = none). */
function useShownCalendars(): [CalendarName[], (next: CalendarName[]) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('calendars');
  const shown =
    raw === null ? [...CALENDAR_NAMES] : CALENDAR_NAMES.filter((name) => raw.split(',').includes(name));
  const set = (next: CalendarName[]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.length === CALENDAR_NAMES.length) updated.delete('calendars');
        else updated.set('calendars', next.join(','));
        return updated;
      },
      { replace: true },
    );
  return [shown, set];
}

/** The calendar app: events by calendar, added, edited, moved and deleted by someone who may. */
export default function CalendarPage() {
  const { t } = useTranslation('admin');
  const [shown, setShown] = useShownCalendars();
  const events = useEvents(shown);
  const save = useSaveEvent();
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const ability = useAbility();
  // Clicking a day adds an event (create); dragging or resizing one saves it (update).
  const canCreate = ability.can('create', 'Calendar');
  const canUpdate = ability.can('update', 'Calendar');

  const open = (event: CalendarEvent) => setDraft({ id: event.id, form: formFromEvent(event), event });
  const addAt = (date: Date, allDay: boolean) =>
    setDraft({ form: newEventForm(date, allDay, shown[0] ?? 'Business') });
  const move = async ({ id, ...change }: EventMove) => {
    try {
      await save.mutateAsync({ id, event: change });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('calendar.saveFailed'));
      throw e;
    }
  };

  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        subtitle={canCreate || canUpdate ? t('calendar.subtitle') : t('calendar.subtitleReadOnly')}
      />
      <Layout>
        <Sidebar aria-label={t('calendar.sidebar')}>
          <Can I="create" a="Calendar">
            <Button
              fullWidth
              startIcon={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => addAt(new Date(), true)}
            >
              {t('calendar.addEvent')}
            </Button>
          </Can>
          <CalendarFilters selected={shown} onChange={setShown} />
        </Sidebar>
        <Main aria-label={t('calendar.title')} aria-busy={events.isFetching || undefined}>
          {events.isFetching && <LinearProgress aria-label={t('calendar.loading')} />}
          {events.error ? (
            <ErrorState message={events.error.message} onRetry={() => void events.refetch()} />
          ) : (
            <EventCalendar
              events={events.data ?? []}
              onOpenEvent={open}
              onAddAt={canCreate ? addAt : undefined}
              onMove={canUpdate ? move : undefined}
            />
          )}
        </Main>
      </Layout>
      <EventDrawer draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}
