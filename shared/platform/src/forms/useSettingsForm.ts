import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { $ZodType } from 'zod/v4/core';
import { applyApiError, FORM_ERROR, type ApplyApiErrorOptions } from './applyApiError';
import { zodFormResolver, type TranslateMessage } from './zodFormResolver';
import { useEditConflict, type EditConflictState } from './useEditConflict';

export interface SettingsFormOptions<TInput extends FieldValues, TOutput> {
  /** Validates the form; its messages are keys of `namespace` (see zodFormResolver). */
  schema: $ZodType<TOutput, TInput>;
  /** The area's translation namespace (validation messages and `successMessage`). */
  namespace: string;
  /** The last saved values (from the server). The form follows them when they change. */
  saved: TInput;
  /**
   * Saves; answers the values now saved (the form takes them) or nothing (the form keeps what was sent).
   * `revision`: of the values the form stands on (with `revisionOf`), for the call's If-Match.
   */
  save: (values: TOutput, revision?: string) => Promise<TInput | void>;
  /**
   * The revision of saved values: given, a save names the revision it was made from, and an API that
   * answers 412 with the values now saved (someone else saved meanwhile) gets them shown as a conflict.
   */
  revisionOf?: (saved: TInput) => string;
  /** Shown in a toast after a save (already translated). */
  successMessage: string | ((values: TOutput) => string);
  /** After a save: 'keep' the saved values in the form (default) or 'clear' back to `saved` (secrets). */
  afterSave?: 'keep' | 'clear';
  /** Which fields the API's field errors may land on; see applyApiError. */
  fields?: ApplyApiErrorOptions['fields'];
}

export interface SettingsFormController<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The form's onSubmit. */
  submit: (event?: FormEvent) => Promise<void>;
  /** Back to the last saved values; clears every error. */
  discard: () => void;
  /** Changed since the last save (Discard is only useful then). */
  dirty: boolean;
  /** A save is under way. */
  pending: boolean;
  /** The form-level error of the last save (see applyApiError), or null. */
  formError: { type: string; message?: string } | null;
  /** Someone else saved meanwhile (a 412): what the form stood on, and what is saved now. */
  conflict: EditConflictState<TInput> | null;
  /** Takes their saved values into the form. */
  loadTheirs: () => void;
  /** Saves the form's values over theirs. */
  keepMine: () => void;
}

const NO_REVISION = () => '';

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * One settings form: validated by its schema (translated messages), saved through `save`; on success
 * the form takes the saved values (so Discard returns to them) and a toast says so; the API's field
 * errors land on their fields and anything else on the form-level error.
 */
export function useSettingsForm<TInput extends FieldValues, TOutput = TInput>({
  schema,
  namespace,
  saved,
  save,
  successMessage,
  afterSave = 'keep',
  fields,
  revisionOf,
}: SettingsFormOptions<TInput, TOutput>): SettingsFormController<TInput, TOutput> {
  const { t } = useTranslation(namespace);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodFormResolver(schema, t as unknown as TranslateMessage),
    defaultValues: saved as DefaultValues<TInput>,
  });

  // What a save is made from (its revision goes with it): the saved values the form last took.
  const edit = useEditConflict(revisionOf ?? NO_REVISION, saved);
  const { start } = edit;

  // New saved values from the server (another save, a refetch): shown unless the user is editing (a
  // save then is made from what they opened, and conflicts if it is no longer what is saved).
  const lastSaved = useRef(saved);
  useEffect(() => {
    if (sameJson(lastSaved.current, saved)) return;
    lastSaved.current = saved;
    if (!form.formState.isDirty) {
      form.reset(saved);
      start(saved);
    }
  }, [saved, form, start]);

  const [pending, setPending] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      const answer = await save(values, revisionOf ? edit.revision() : undefined);
      const next = afterSave === 'clear' ? saved : (answer ?? (values as unknown as TInput));
      lastSaved.current = afterSave === 'clear' ? saved : next;
      edit.saved(answer ?? lastSaved.current);
      form.reset(next);
      toast.success(typeof successMessage === 'function' ? successMessage(values) : successMessage);
    } catch (error) {
      if (!edit.caught(error)) applyApiError(error, form, { fields });
    } finally {
      setPending(false);
    }
  });

  const { errors, isDirty, isSubmitting } = form.formState;
  const root = errors.root?.server;
  return {
    form,
    submit,
    discard: () => form.reset(lastSaved.current),
    dirty: isDirty,
    pending: pending || isSubmitting,
    formError: root ? { type: String(root.type ?? ''), message: root.message } : null,
    conflict: edit.conflict,
    loadTheirs: () => {
      const theirs = edit.takeTheirs();
      lastSaved.current = theirs;
      form.reset(theirs);
    },
    keepMine: () => {
      lastSaved.current = edit.takeTheirs();
      void submit();
    },
  };
}

export { FORM_ERROR };
