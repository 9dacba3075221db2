import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Address } from '@atrium/contracts';
import { Button, Dialog, DialogActions, Grid, TextField } from '@atrium/ui';

const Columns = styled(Grid).attrs({ $min: '12rem', $gap: 1 })``;

export const addressFormSchema = (t: TFunction) =>
  z.object({
    line1: z.string().trim().min(1, t('forms.required')),
    line2: z.string().optional(),
    city: z.string().trim().min(1, t('forms.required')),
    state: z.string().trim().min(1, t('forms.required')),
    postcode: z.string().trim().min(1, t('forms.required')),
    country: z.string().trim().min(1, t('forms.required')),
  });

/** Edits an address in a dialog; saving hands the validated address back. */
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
  onSave: (address: Address) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const form = useForm<Address>({ resolver: zodResolver(addressFormSchema(t)), defaultValues: address });
  const { errors } = form.formState;
  useEffect(() => {
    if (open) form.reset(address);
  }, [open, address, form]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          onSave(values);
          onOpenChange(false);
        })}
      >
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
          <Button type="submit">{t('common.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
