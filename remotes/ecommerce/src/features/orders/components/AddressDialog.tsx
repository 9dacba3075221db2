import { useEffect } from 'react';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { revisionOf, type Address } from '@atrium/contracts';
import { applyApiError, useEditConflict, useZodForm } from '@atrium/platform/forms';
import { Grid, TextField } from '@atrium/ui';
import { EditConflict, FormDialog } from '@atrium/ui/forms';

const Columns = styled(Grid).attrs({ $min: '12rem', $gap: 1 })``;

// Messages are translation keys of the ecommerce area (see the forms toolkit).
export const addressFormSchema = z.object({
  line1: z.string().trim().min(1, 'forms.required'),
  line2: z.string().optional(),
  city: z.string().trim().min(1, 'forms.required'),
  state: z.string().trim().min(1, 'forms.required'),
  postcode: z.string().trim().min(1, 'forms.required'),
  country: z.string().trim().min(1, 'forms.required'),
});

const FIELDS = ['line1', 'line2', 'city', 'state', 'postcode', 'country'] as const;

/**
 * Edits an address in a dialog; saving hands the validated address, and the revision of the address
 * the dialog opened, to `onSave` (the API call): the dialog closes once it succeeds, else its errors
 * show at the fields or above them, and an address someone saved meanwhile shows as the edit conflict.
 */
export function AddressDialog({
  open,
  onOpenChange,
  title,
  address,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  address: Address;
  onSave: (address: Address, revision: string) => Promise<void>;
}) {
  const { t } = useTranslation('ecommerce');
  const form = useZodForm<Address>(addressFormSchema, 'ecommerce', { defaultValues: address });
  const edit = useEditConflict<Address>(revisionOf, address);
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  const { start } = edit;
  useEffect(() => {
    // Each opening starts from the address as it is now, with its revision.
    if (open) {
      reset(address);
      start(address);
    }
    // Not on `address`: someone else's save while it is open is the conflict below, not lost typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset, start]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values, edit.revision() ?? revisionOf(address));
      onOpenChange(false);
    } catch (e) {
      if (edit.caught(e)) return;
      applyApiError(e, form, { fields: FIELDS });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      onSubmit={submit}
      error={errors.root?.server}
      submitLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      submitting={isSubmitting}
    >
      <EditConflict
        conflict={edit.conflict}
        labels={Object.fromEntries(FIELDS.map((f) => [f, t(`address.${f}`)]))}
        onLoadTheirs={() => form.reset(edit.takeTheirs())}
        onKeepMine={() => {
          edit.takeTheirs();
          void submit();
        }}
      />
      <Columns>
        <TextField label={t('address.line1')} error={errors.line1?.message} {...form.register('line1')} />
        <TextField label={t('address.line2')} error={errors.line2?.message} {...form.register('line2')} />
        <TextField label={t('address.city')} error={errors.city?.message} {...form.register('city')} />
        <TextField label={t('address.state')} error={errors.state?.message} {...form.register('state')} />
        <TextField
          label={t('address.postcode')}
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
        <TextField
          label={t('address.country')}
          error={errors.country?.message}
          {...form.register('country')}
        />
      </Columns>
    </FormDialog>
  );
}
