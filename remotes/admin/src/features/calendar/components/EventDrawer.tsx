import { useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CALENDAR_NAMES, eventRevision, type CalendarEvent } from '@atrium/contracts';
import { useAbility } from '@atrium/platform';
import { applyApiError, useEditConflict, useZodForm } from '@atrium/platform/forms';
import { Button, DateField, Drawer, Select, Switch, TextField, Textarea, toast } from '@atrium/ui';
import { EditConflict, FormErrorAlert } from '@atrium/ui/forms';
import { useDeleteEvent } from '../api/deleteEvent';
import { useSaveEvent } from '../api/saveEvent';
import { eventFormSchema, eventFromForm, formFromEvent, withAllDay, type EventForm } from '../eventForm';

const Fields = styled.div`
  display: grid;
  gap: 1rem;
`;

// Holds the fields; disabled, it shows an event to someone who may not change it.
const FieldSet = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  .end {
    margin-inline-start: auto;
  }
`;

/** The form's fields an edit conflict names (their labels are `calendar.fields.<field>`). */
const CONFLICT_FIELDS = [
  'title',
  'calendar',
  'allDay',
  'start',
  'end',
  'url',
  'location',
  'description',
] as const satisfies readonly (keyof EventForm)[];

/** The event being added (no id) or edited, as the form shows it. */
export interface EventDraft {
  id?: number;
  form: EventForm;
  /** The event as it was opened (its revision goes with the save). */
  event?: CalendarEvent;
}

/**
 * Adds or edits an event: validated at each field (the server's field errors land there too),
 * saved through the calendar API; an existing event can be deleted here. Someone who may not update
 * events sees an existing one's fields, not to be changed, and Delete only if they may delete.
 */
export function EventDrawer({ draft, onClose }: { draft: EventDraft | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const editing = draft?.id !== undefined;
  const ability = useAbility();
  const readOnly = editing && !ability.can('update', 'Calendar');
  const canDelete = ability.can('delete', 'Calendar');
  const eventForm = useZodForm<EventForm>(eventFormSchema, 'admin', { defaultValues: draft?.form });
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = eventForm;

  // An edit names the revision of the event as the drawer opened it: the API refuses it (412) when
  // someone else has saved the event since.
  const edit = useEditConflict(eventRevision);
  const startEdit = edit.start;
  useEffect(() => {
    if (draft) reset(draft.form);
    startEdit(draft?.event);
  }, [draft, reset, startEdit]);

  const allDay = watch('allDay');

  const submit = handleSubmit(async (form) => {
    try {
      const event = eventFromForm(form);
      const saved = await save.mutateAsync(
        draft?.id === undefined ? { event } : { id: draft.id, event, revision: edit.revision() },
      );
      edit.saved(saved);
      toast.success(t(editing ? 'calendar.updated' : 'calendar.added', { title: event.title }));
      onClose();
    } catch (e) {
      if (edit.caught(e)) return;
      // The API's fields are the event's (start, end, url…), not the form's all-day days: only
      // the ones the form shows as such land at a field.
      applyApiError(e, eventForm, { fields: ['title', 'start', 'end', 'url'] });
    }
  });

  const onDelete = async () => {
    if (draft?.id === undefined) return;
    try {
      await remove.mutateAsync(draft.id);
      toast.success(t('calendar.deleted', { title: getValues('title') }));
      onClose();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('calendar.deleteFailed'));
    }
  };

  return (
    <Drawer
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(readOnly ? 'calendar.viewTitle' : editing ? 'calendar.editTitle' : 'calendar.addTitle')}
      // Someone who only looks at an event closes the drawer with its own Close: no footer but Delete.
      footer={
        <Actions>
          {!readOnly && (
            <>
              <Button type="submit" form={formId} loading={isSubmitting}>
                {t(editing ? 'calendar.update' : 'calendar.add')}
              </Button>
              <Button variant="tonal" color="secondary" onClick={onClose}>
                {t('calendar.cancel')}
              </Button>
            </>
          )}
          {editing && canDelete && (
            <Button
              className="end"
              variant="tonal"
              color="error"
              loading={remove.isPending}
              onClick={() => void onDelete()}
            >
              {t('calendar.delete')}
            </Button>
          )}
        </Actions>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate aria-label={t('calendar.formLabel')}>
        <FieldSet disabled={readOnly}>
          <Fields>
            <EditConflict
              // Compared as the form shows them (days or date-times, the calendar, the location…).
              conflict={
                edit.conflict && {
                  opened: formFromEvent(edit.conflict.opened),
                  theirs: formFromEvent(edit.conflict.theirs),
                }
              }
              labels={Object.fromEntries(
                CONFLICT_FIELDS.map((field) => [field, t(`calendar.fields.${field}`)]),
              )}
              onLoadTheirs={() => reset(formFromEvent(edit.takeTheirs()))}
              onKeepMine={() => {
                edit.takeTheirs();
                void submit();
              }}
            />
            <FormErrorAlert error={errors.root?.server} />
            <TextField
              label={t('calendar.fields.title')}
              {...register('title')}
              error={errors.title?.message}
            />
            <Select
              label={t('calendar.fields.calendar')}
              options={CALENDAR_NAMES.map((name) => ({ value: name, label: t(`calendar.names.${name}`) }))}
              {...register('calendar')}
              error={errors.calendar?.message}
            />
            <Controller
              control={control}
              name="allDay"
              render={({ field }) => (
                <Switch
                  label={t('calendar.fields.allDay')}
                  checked={field.value}
                  onCheckedChange={(on) => {
                    const dates = withAllDay(getValues(), on);
                    field.onChange(on);
                    setValue('start', dates.start);
                    setValue('end', dates.end);
                  }}
                />
              )}
            />
            <DateField
              key={`start-${allDay}`}
              type={allDay ? 'date' : 'datetime-local'}
              label={t('calendar.fields.start')}
              {...register('start')}
              error={errors.start?.message}
            />
            <DateField
              key={`end-${allDay}`}
              type={allDay ? 'date' : 'datetime-local'}
              label={t(allDay ? 'calendar.fields.lastDay' : 'calendar.fields.end')}
              {...register('end')}
              error={errors.end?.message}
            />
            <TextField
              label={t('calendar.fields.url')}
              type="url"
              placeholder="https://"
              {...register('url')}
              error={errors.url?.message}
            />
            <TextField
              label={t('calendar.fields.location')}
              {...register('location')}
              error={errors.location?.message}
            />
            <Textarea
              label={t('calendar.fields.description')}
              rows={3}
              {...register('description')}
              error={errors.description?.message}
            />
          </Fields>
        </FieldSet>
      </form>
    </Drawer>
  );
}
