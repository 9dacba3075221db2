import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { $ZodType } from 'zod/v4/core';
import { applyApiError, FORM_ERROR, type ApplyApiErrorOptions } from './applyApiError';
import { zodFormResolver, type TranslateMessage } from './zodFormResolver';

export interface SettingsFormOptions<TInput extends FieldValues, TOutput> {
  /** Validates the form; its messages are keys of `namespace` (see zodFormResolver). */
  schema: $ZodType<TOutput, TInput>;
  /** The area's translation namespace (validation messages and `successMessage`). */
  namespace: string;
  /** The last saved values (from the server). The form follows them when they change. */
  saved: TInput;
  /** Saves; answers the values now saved (the form takes them) or nothing (the form keeps what was sent). */
  save: (values: TOutput) => Promise<TInput | void>;
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
}

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
}: SettingsFormOptions<TInput, TOutput>): SettingsFormController<TInput, TOutput> {
  const { t } = useTranslation(namespace);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodFormResolver(schema, t as unknown as TranslateMessage),
    defaultValues: saved as DefaultValues<TInput>,
  });

  // New saved values from the server (another save, a refetch): shown unless the user is editing.
  const lastSaved = useRef(saved);
  useEffect(() => {
    if (sameJson(lastSaved.current, saved)) return;
    lastSaved.current = saved;
    if (!form.formState.isDirty) form.reset(saved);
  }, [saved, form]);

  const [pending, setPending] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      const answer = await save(values);
      const next = afterSave === 'clear' ? saved : (answer ?? (values as unknown as TInput));
      lastSaved.current = afterSave === 'clear' ? saved : next;
      form.reset(next);
      toast.success(typeof successMessage === 'function' ? successMessage(values) : successMessage);
    } catch (error) {
      applyApiError(error, form, { fields });
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
  };
}

export { FORM_ERROR };
