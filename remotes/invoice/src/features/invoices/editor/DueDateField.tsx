import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@atrium/ui';
import type { InvoiceFormValues } from './invoiceFormSchema';

/** The due date, whose picker starts at the issue date; the issue date's field re-checks it when it changes. */
export function DueDateField() {
  const { t } = useTranslation('invoice');
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<InvoiceFormValues>();
  const issuedDate = useWatch({ control, name: 'issuedDate' });
  return (
    <DateField
      label={t('form.dueDate')}
      min={issuedDate || undefined}
      {...register('dueDate')}
      error={errors.dueDate?.message}
    />
  );
}
