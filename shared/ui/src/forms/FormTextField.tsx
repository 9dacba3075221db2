import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../components/TextField';
import type { FormFieldProps } from './formTypes';

export type FormTextFieldProps<TValues extends FieldValues, TOutput = TValues> = FormFieldProps<
  TValues,
  TOutput
> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'error'>;

/** A TextField bound to a form field: its value, and its (already translated) error under it. */
export function FormTextField<TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  onChange,
  onBlur,
  ...rest
}: FormTextFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | number | undefined) ?? ''}
      onChange={(event) => {
        field.onChange(event);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={fieldState.error?.message}
    />
  );
}
