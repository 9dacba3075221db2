import { useEffect, useMemo } from 'react';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type Invoice } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Alert, Button, DateField, Drawer, Select, TextField, Textarea, toast } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { useAddInvoicePayment } from '../api/addInvoicePayment';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

/** Today in the user's time zone, as the date input wants it (yyyy-mm-dd). */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The payment body's rules (`invoicePaymentSchema`) with this area's messages, plus "not more than the
 * balance" so the user hears it before the API says the same (which it still does, at the field, when
 * the balance changed meanwhile).
 */
function paymentFormSchema(balance: number) {
  return z.object({
    amount: z
      .number('preview.paymentDrawer.amountRequired')
      .positive('preview.paymentDrawer.amountPositive')
      .max(balance, 'preview.paymentDrawer.amountTooBig'),
    date: z.iso.date('preview.paymentDrawer.dateRequired'),
    method: z.enum(PAYMENT_METHODS, 'preview.paymentDrawer.methodRequired'),
    note: z.string().trim().max(1000, 'preview.paymentDrawer.noteTooLong'),
  });
}
type Values = z.input<ReturnType<typeof paymentFormSchema>>;

/** Records a payment against an invoice: amount (up to the balance), date, method and note. */
export function AddPaymentDrawer({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('invoice');
  const { money } = useFormatters();
  const cash = (n: number) => money(n, invoice.currency);
  const add = useAddInvoicePayment();
  const schema = useMemo(() => paymentFormSchema(invoice.balance), [invoice.balance]);
  const form = useZodForm<Values>(schema, 'invoice');
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset({ amount: invoice.balance, date: today(), method: '' as Values['method'], note: '' });
    add.reset();
    // A fresh form each time it opens, offering what is left to pay.
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.handleSubmit(async (payment) => {
    try {
      await add.mutateAsync({ id: invoice.id, payment });
      toast.success(t('preview.paymentDrawer.added', { amount: cash(payment.amount), id: invoice.id }));
      onOpenChange(false);
    } catch (e) {
      applyApiError(e, form, { fields: ['amount', 'date', 'method', 'note'] });
    }
  });

  // The message shows the balance in the page's money format; the schema only knows the number. The
  // API refuses an amount this form let through only when it is more than the balance (another payment
  // came in meanwhile); the invoice reloads after a failed save, so the balance said is the new one.
  const amountError =
    errors.amount?.type === 'too_big' || errors.amount?.type === 'server'
      ? t('preview.paymentDrawer.amountTooBig', { amount: cash(invoice.balance) })
      : errors.amount?.message;

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('preview.paymentDrawer.title', { id: invoice.id })}
      footer={
        <>
          <Button type="submit" form="add-payment-form" loading={isSubmitting}>
            {t('preview.paymentDrawer.submit')}
          </Button>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('preview.paymentDrawer.cancel')}
          </Button>
        </>
      }
    >
      <Form id="add-payment-form" noValidate onSubmit={(e) => void submit(e)}>
        <Alert severity="info">{t('preview.paymentDrawer.balance', { amount: cash(invoice.balance) })}</Alert>
        <FormErrorAlert error={errors.root?.server} />
        <TextField
          label={t('preview.paymentDrawer.amount')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          endAdornment={invoice.currency}
          error={amountError}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <DateField
          label={t('preview.paymentDrawer.date')}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <Select
          label={t('preview.paymentDrawer.method')}
          placeholder={t('preview.paymentDrawer.chooseMethod')}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`preview.methods.${m}`) }))}
          error={errors.method?.message}
          {...form.register('method')}
        />
        <Textarea
          label={t('preview.paymentDrawer.note')}
          rows={3}
          error={errors.note?.message}
          {...form.register('note')}
        />
      </Form>
    </Drawer>
  );
}
