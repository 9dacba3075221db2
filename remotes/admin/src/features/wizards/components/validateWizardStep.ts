import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Validates one step of a wizard's form (its fields are `<step>.<field>`), putting the focus on its
 * first wrong field. A step that fails has its fields count as touched from then on, so each message
 * goes as its field is corrected. Otherwise the last one corrected would keep its message until the
 * user leaves it — by pressing Next, whose mousedown removes the message and moves the button from
 * under the pointer before the click lands.
 */
export async function validateWizardStep<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'trigger' | 'getValues' | 'setValue'>,
  step: string,
  fields: readonly string[],
): Promise<boolean> {
  const { trigger, getValues, setValue } = form as unknown as Pick<
    UseFormReturn<FieldValues>,
    'trigger' | 'getValues' | 'setValue'
  >;
  const valid = await trigger(step, { shouldFocus: true });
  if (!valid) {
    for (const name of fields) {
      const path = `${step}.${name}`;
      setValue(path, getValues(path), { shouldTouch: true });
    }
  }
  return valid;
}
