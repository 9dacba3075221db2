import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';
import { FormCheckbox, FormRadioGroup, FormTextField } from '@atrium/ui/forms';
import { WIZARDS_NS } from '../wizardStrings';
import type { WizardFieldSpec } from '../wizardTypes';

interface WizardFieldProps {
  control: Control<FieldValues, unknown, unknown>;
  wizard: string;
  step: string;
  field: WizardFieldSpec;
}

const INPUT_TYPES = { text: 'text', email: 'email', tel: 'tel', number: 'number', date: 'date' } as const;

/** One field of a step, as its kind says: a text field, a group of radios or a checkbox. */
export function WizardField({ control, wizard, step, field }: WizardFieldProps) {
  const { t } = useTranslation(WIZARDS_NS);
  const name = `${step}.${field.name}`;
  const label = t(`${wizard}.fields.${step}.${field.name}`);
  const helperText = field.hint ? t(`${wizard}.hints.${step}.${field.name}`) : undefined;
  if (field.kind === 'choice')
    return (
      <FormRadioGroup
        control={control}
        name={name}
        label={label}
        helperText={helperText}
        orientation="horizontal"
        options={(field.options ?? []).map((value) => ({
          value,
          label: t(`${wizard}.options.${field.name}.${value}`),
        }))}
      />
    );
  if (field.kind === 'checkbox')
    return <FormCheckbox control={control} name={name} label={label} description={helperText} />;
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      helperText={helperText}
      type={INPUT_TYPES[field.kind]}
      inputMode={field.kind === 'number' ? 'decimal' : undefined}
    />
  );
}
