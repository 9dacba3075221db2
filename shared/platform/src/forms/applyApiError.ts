import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/apiClient';

/**
 * Why a save failed when no field can carry it. `rejected` is the server's own message (a 4xx about
 * the request as a whole, or about a field this form does not show); the other kinds are shown with
 * the design system's translated sentence for them.
 */
export type FormErrorKind = 'rejected' | 'unauthorized' | 'forbidden' | 'server' | 'network';

/** Where the form-level error lives in the form's errors (react-hook-form's `root` errors). */
export const FORM_ERROR = 'root.server' as const;

export interface ApplyApiErrorOptions {
  /**
   * The fields the form shows (dotted paths). By default a field is known when the form has a value
   * at its path; pass the list when an optional field may be undefined.
   */
  fields?: readonly string[];
}

export interface AppliedApiError {
  /** The fields that got a message. */
  fields: string[];
  /** What went to the form-level error (`errors.root.server`), or null when every message found its field. */
  formError: { kind: FormErrorKind; message: string } | null;
}

type ErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

function kindOf(error: unknown): FormErrorKind {
  if (!(error instanceof ApiError)) return 'network';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 403) return 'forbidden';
  if (error.status >= 500) return 'server';
  return 'rejected';
}

/**
 * Puts a failed save's errors on the form: each of the API's field errors (`{ errors: { 'a.b.0': [...] } }`,
 * dotted paths included) on its field, and everything else — a field the form does not show, a
 * message about the whole body, 401, 403, 5xx, no answer at all — on the form-level error
 * (`errors.root.server`, type = the kind), which a FormErrorAlert shows.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  form: ErrorTarget<T>,
  { fields: known }: ApplyApiErrorOptions = {},
): AppliedApiError {
  const kind = kindOf(error);
  const placed: string[] = [];
  const leftOver: string[] = [];
  if (error instanceof ApiError && kind === 'rejected') {
    const values = form.getValues();
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const message = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : undefined;
      if (!message) continue;
      const isKnown = known ? known.includes(field) : get(values, field) !== undefined;
      if (isKnown) {
        form.setError(field as Path<T>, { type: 'server', message });
        placed.push(field);
      } else {
        leftOver.push(message);
      }
    }
  }
  let formError: AppliedApiError['formError'] = null;
  if (kind !== 'rejected') {
    formError = { kind, message: error instanceof Error ? error.message : String(error) };
  } else if (leftOver.length || !placed.length) {
    const message = leftOver.length ? leftOver.join(' ') : (error as ApiError).message;
    formError = { kind, message };
  }
  if (formError) form.setError(FORM_ERROR as Path<T>, { type: formError.kind, message: formError.message });
  return { fields: placed, formError };
}
