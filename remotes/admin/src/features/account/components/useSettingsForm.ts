import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useFieldError } from './useFieldError';

interface SettingsFormOptions<TInput extends FieldValues, TOutput> {
  schema: z.ZodType<TOutput, TInput>;
  initial: TInput;
  /** After a save: 'keep' the values (Discard returns to them) or 'clear' the form (secrets). */
  afterSave: 'keep' | 'clear';
  onSaved: (values: TOutput) => void;
}

/**
 * One settings card's form: validated by its schema at each field, saved in the page (the account
 * settings have no API call in the spec), Discard back to the last saved values. `field(name)` gives a
 * TextField or Select what it needs: the registration and the translated error.
 */
export function useSettingsForm<TInput extends FieldValues, TOutput = TInput>({
  schema,
  initial,
  afterSave,
  onSaved,
}: SettingsFormOptions<TInput, TOutput>) {
  const fieldError = useFieldError();
  const [saved, setSaved] = useState<TInput>(initial);
  const { register, handleSubmit, reset, getFieldState, formState } = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<TInput>,
  });

  const submit = handleSubmit((values) => {
    // What to show again: the saved values (the output of these schemas keeps the input's shape).
    const kept = afterSave === 'keep' ? (values as unknown as TInput) : initial;
    setSaved(kept);
    reset(kept);
    onSaved(values);
  });

  return {
    field: (name: Path<TInput>) => ({
      ...register(name),
      error: fieldError(getFieldState(name, formState).error),
    }),
    submit: (event: React.FormEvent) => void submit(event),
    discard: () => reset(saved),
    saving: formState.isSubmitting,
    /** The last saved values. */
    saved,
  };
}

export type SettingsFormControls = Pick<ReturnType<typeof useSettingsForm>, 'submit' | 'discard' | 'saving'>;
