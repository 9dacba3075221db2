import { useId } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Switch, type SwitchProps } from '../components/Switch';
import { FieldErrorText } from './FieldErrorText';
import type { FormFieldProps } from './formTypes';

export type FormSwitchProps<TValues extends FieldValues, TOutput = TValues> = FormFieldProps<
  TValues,
  TOutput
> &
  Omit<SwitchProps, 'name' | 'checked' | 'defaultChecked'>;

/** A Switch bound to a boolean form field (Space and Enter toggle it); its error under it. */
export function FormSwitch<TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  onCheckedChange,
  ...rest
}: FormSwitchProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  const errorId = useId();
  const message = fieldState.error?.message;
  return (
    <div>
      <Switch
        {...rest}
        ref={field.ref}
        name={field.name}
        checked={field.value === true}
        onCheckedChange={(on) => {
          field.onChange(on);
          onCheckedChange?.(on);
        }}
        onBlur={field.onBlur}
        aria-invalid={message ? true : undefined}
        aria-errormessage={message ? errorId : undefined}
      />
      <FieldErrorText id={errorId} message={message} />
    </div>
  );
}
