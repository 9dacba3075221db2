import { useEffect } from 'react';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Address } from '@atrium/contracts';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, Dialog, DialogActions, Grid, TextField } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';

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

const FIELDS = ['line1', 'line2', 'city', 'state', 'postcode', 'country'];

/**
 * Edits an address in a dialog; saving hands the validated address to `onSave` (the API call): the
 * dialog closes once it succeeds, else its errors show at the fields or above them.
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
  onSave: (address: Address) => Promise<void>;
}) {
  const { t } = useTranslation('ecommerce');
  const form = useZodForm<Address>(addressFormSchema, 'ecommerce', { defaultValues: address });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset(address);
  }, [open, address, form]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await onSave(values);
            onOpenChange(false);
          } catch (e) {
            applyApiError(e, form, { fields: FIELDS });
          }
        })}
      >
        <FormErrorAlert error={errors.root?.server} style={{ marginBlockEnd: '1rem' }} />
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
        <DialogActions>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
