import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import styled from 'styled-components';
import { useZodForm } from '@atrium/platform/forms';
import { Button, CardNumberField, describeCardNumber, Dialog, DialogActions, Grid, toast } from '@atrium/ui';
import { FormSwitch, FormTextField } from '@atrium/ui/forms';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_PAGES_NS } from '../strings';
import type { ExampleDialogProps } from './dialogTypes';

// Messages are keys of the pages section's strings (the forms toolkit translates them).
const schema = z.object({
  number: z.string().refine((v) => describeCardNumber(v).isValid, 'dialogs.errors.cardNumber'),
  name: z.string().trim().min(1),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'dialogs.errors.expiry'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'dialogs.errors.cvc'),
  save: z.boolean(),
});
type CardForm = z.infer<typeof schema>;

const EMPTY: CardForm = { number: '', name: '', expiry: '', cvc: '', save: true };

const Columns = styled(Grid).attrs({ $min: '10rem', $gap: 1 })`
  margin-block: 1rem;
`;

/** Adds a payment card: its number (brand recognised as typed), name, expiry and security code. */
export function AddCardDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const form = useZodForm<CardForm>(schema, SHOWCASE_PAGES_NS, { defaultValues: EMPTY });
  const number = useController({ control: form.control, name: 'number' });
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const submit = form.handleSubmit((values) => {
    const brand = describeCardNumber(values.number).brand?.name ?? '';
    toast.info(t('dialogs.addCard.saved', { brand, last4: values.number.slice(-4) }));
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.addCard.title')}
      description={t('dialogs.addCard.description')}
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <CardNumberField
          ref={number.field.ref}
          label={t('dialogs.addCard.number')}
          value={number.field.value}
          onChange={number.field.onChange}
          onBlur={number.field.onBlur}
          error={number.fieldState.error?.message}
        />
        <Columns>
          <FormTextField
            control={form.control}
            name="name"
            label={t('dialogs.addCard.name')}
            autoComplete="cc-name"
          />
          <FormTextField
            control={form.control}
            name="expiry"
            label={t('dialogs.addCard.expiry')}
            placeholder={t('dialogs.addCard.expiryPlaceholder')}
            autoComplete="cc-exp"
            inputMode="numeric"
          />
          <FormTextField
            control={form.control}
            name="cvc"
            label={t('dialogs.addCard.cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
          />
        </Columns>
        <FormSwitch control={form.control} name="save" label={t('dialogs.addCard.save')} />
        <DialogActions>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('dialogs.cancel')}
          </Button>
          <Button type="submit">{t('dialogs.addCard.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
