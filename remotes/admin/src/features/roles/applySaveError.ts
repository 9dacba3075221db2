import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@atrium/platform';
import { applyApiError, type AppliedApiError } from '@atrium/platform/forms';

/**
 * Puts a failed save of a role or a permission on its dialog's form: the API's messages at the fields
 * the dialog shows, the rest on the form. A name already taken (409) the API says in English; the name
 * field says it in the page's language (`nameTaken`, already translated).
 */
export function applySaveError<T extends FieldValues & { name: string }>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  { fields, nameTaken }: { fields: readonly Path<T>[]; nameTaken: string },
): AppliedApiError {
  const applied = applyApiError(error, form, { fields });
  if (error instanceof ApiError && error.status === 409 && applied.fields.includes('name'))
    form.setError('name' as Path<T>, { type: 'server', message: nameTaken });
  return applied;
}
