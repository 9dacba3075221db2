import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Radio, RadioGroup, type RadioGroupProps } from '../components/Radio';
import type { FormFieldProps } from './formTypes';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export type FormRadioGroupProps<TValues extends FieldValues, TOutput = TValues> = FormFieldProps<
  TValues,
  TOutput
> &
  Omit<RadioGroupProps, 'name' | 'value' | 'defaultValue' | 'error' | 'children'> & {
    options: readonly RadioOption[];
  };

/** A RadioGroup bound to a form field (arrow keys move between options); its error under it. */
export function FormRadioGroup<TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  options,
  onValueChange,
  ...rest
}: FormRadioGroupProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioGroup
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onValueChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    >
      {options.map((option) => (
        <Radio
          key={option.value}
          value={option.value}
          label={option.label}
          description={option.description}
          disabled={option.disabled}
        />
      ))}
    </RadioGroup>
  );
}
