import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What every form-bound control takes: the form's `control` and the field's path in it. */
export interface FormFieldProps<TValues extends FieldValues, TOutput = TValues> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
}

/**
 * A form-level error as react-hook-form keeps it (`errors.root.server`): `type` is why
 * (`rejected` — the server's message —, `unauthorized`, `forbidden`, `server`, `network`).
 */
export interface FormLevelError {
  type?: string | number;
  message?: string;
}
