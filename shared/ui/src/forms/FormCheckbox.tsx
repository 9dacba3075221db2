import { useId } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../components/Checkbox';
import { FieldErrorText } from './FieldErrorText';
import type { FormFieldProps } from './formTypes';

export type FormCheckboxProps<TValues extends FieldValues, TOutput = TValues> = FormFieldProps<
  TValues,
  TOutput
> &
  Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'invalid'>;

/** A Checkbox bound to a boolean form field (Space toggles it); its error under it. */
export function FormCheckbox<TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  onCheckedChange,
  ...rest
}: FormCheckboxProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  const errorId = useId();
  const message = fieldState.error?.message;
  return (
    <div>
      <Checkbox
        {...rest}
        ref={field.ref}
        name={field.name}
        checked={field.value === true}
        onCheckedChange={(state) => {
          field.onChange(state === true);
          onCheckedChange?.(state);
        }}
        onBlur={field.onBlur}
        invalid={!!message}
        aria-errormessage={message ? errorId : undefined}
      />
      <FieldErrorText id={errorId} message={message} />
    </div>
  );
}
