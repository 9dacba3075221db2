import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * What a TextField or Select needs of a form field: its registration and its error (already
 * translated by the form's resolver, or the server's own message).
 */
export function useFieldProps<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  const { register, getFieldState, formState } = form;
  return (name: Path<T>) => ({ ...register(name), error: getFieldState(name, formState).error?.message });
}
