import type { ReactNode } from 'react';
import { useForm, type Control, type FieldValues } from 'react-hook-form';
import { testI18n } from '../test/renderWithTheme';
import { formsTranslations } from './formsTranslations';

for (const lng of ['en', 'fr', 'ar'] as const)
  testI18n.addResourceBundle(lng, 'ui', formsTranslations[lng], true, true);

/**
 * A form for the controls' tests: renders `children(control)`, shows the submitted values, and
 * "Reject" puts `error` on `field` as a server would.
 */
export function TestForm<T extends FieldValues>({
  defaultValues,
  field,
  error = 'Not allowed',
  children,
}: {
  defaultValues: T;
  field: string;
  error?: string;
  children: (control: Control<T>) => ReactNode;
}) {
  const form = useForm<T>({ defaultValues: defaultValues as never });
  const values = form.watch();
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      {children(form.control)}
      <output aria-label="Values">{JSON.stringify(values)}</output>
      <button type="button" onClick={() => form.setError(field as never, { message: error })}>
        Reject
      </button>
    </form>
  );
}
