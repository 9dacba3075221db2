import { useEffect } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Grid, TextField } from '@atrium/ui';
import { FormDialog } from '@atrium/ui/forms';

// Messages are translation keys of the ecommerce area (see the forms toolkit).
const shipmentSchema = z.object({
  carrier: z.string().trim().min(1, 'forms.required').max(120, 'forms.tooLong'),
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'forms.required')
    .max(60, 'forms.tooLong')
    .regex(/^[A-Za-z0-9-]+$/, 'orders.actions.trackingRule'),
});
type Shipment = z.infer<typeof shipmentSchema>;

/** Ships the order: who carries it and its tracking number; closes once the API has recorded it. */
export function ShipOrderDialog({
  open,
  onOpenChange,
  onShip,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShip: (shipment: Shipment) => Promise<void>;
}) {
  const { t } = useTranslation('ecommerce');
  const form = useZodForm<Shipment>(shipmentSchema, 'ecommerce', {
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset({ carrier: '', trackingNumber: '' });
  }, [open, form]);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.actions.shipTitle')}
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await onShip(values);
          onOpenChange(false);
        } catch (e) {
          applyApiError(e, form, { fields: ['carrier', 'trackingNumber'] });
        }
      })}
      error={errors.root?.server}
      submitLabel={t('orders.actions.ship')}
      cancelLabel={t('common.cancel')}
      submitting={isSubmitting}
    >
      <Grid $min="12rem" $gap={1}>
        <TextField
          label={t('orders.actions.carrier')}
          error={errors.carrier?.message}
          {...form.register('carrier')}
        />
        <TextField
          label={t('orders.actions.trackingNumber')}
          error={errors.trackingNumber?.message}
          {...form.register('trackingNumber')}
        />
      </Grid>
    </FormDialog>
  );
}
