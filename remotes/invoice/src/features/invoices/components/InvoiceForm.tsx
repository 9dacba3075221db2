import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { INVOICE_STATUSES, type InvoiceSave } from '@atrium/contracts';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, ButtonLink, Card, CardContent, Grid, Select, TextField } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { useInvoiceClients } from '../api/getInvoiceClients';
import { invoiceFormSchema } from './invoiceFormSchema';

const Columns = styled(Grid).attrs({ $min: '14rem', $gap: 1 })``;

const Section = styled.h2`
  grid-column: 1 / -1;
  margin: 0.5rem 0 0;
  font-size: 1rem;
  font-weight: 500;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
  margin-block-start: 1.5rem;
`;

export interface InvoiceFormProps {
  defaultValues: InvoiceSave;
  onSubmit: (values: InvoiceSave) => Promise<void>;
}

/** The invoice editor: client, service, amounts, status and dates, validated at each field. */
export function InvoiceForm({ defaultValues, onSubmit }: InvoiceFormProps) {
  const { t } = useTranslation('invoice');
  const clients = useInvoiceClients();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm<InvoiceSave>(invoiceFormSchema, 'invoice', { defaultValues });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      applyApiError(e, { setError, getValues });
    }
  });

  const pickClient = (name: string) => {
    const client = clients.data?.find((c) => c.name === name);
    if (!client) return;
    for (const key of Object.keys(client) as (keyof typeof client)[]) {
      setValue(`client.${key}`, client[key], { shouldValidate: true });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Card>
        <CardContent>
          <FormErrorAlert error={errors.root?.server} style={{ marginBlockEnd: '1rem' }} />
          <Columns>
            <Section>{t('form.client')}</Section>
            <Select
              label={t('form.chooseClient')}
              placeholder="—"
              options={(clients.data ?? []).map((c) => ({
                value: c.name,
                label: `${c.name} · ${c.company}`,
              }))}
              onChange={(e) => pickClient(e.target.value)}
              defaultValue=""
            />
            <TextField
              label={t('form.name')}
              {...register('client.name')}
              error={errors.client?.name?.message}
            />
            <TextField
              label={t('form.company')}
              {...register('client.company')}
              error={errors.client?.company?.message}
            />
            <TextField
              label={t('form.email')}
              type="email"
              {...register('client.companyEmail')}
              error={errors.client?.companyEmail?.message}
            />
            <TextField
              label={t('form.address')}
              {...register('client.address')}
              error={errors.client?.address?.message}
            />
            <TextField
              label={t('form.country')}
              {...register('client.country')}
              error={errors.client?.country?.message}
            />
            <TextField
              label={t('form.contact')}
              {...register('client.contact')}
              error={errors.client?.contact?.message}
            />
            <Section>{t('form.service')}</Section>
            <TextField label={t('form.service')} {...register('service')} error={errors.service?.message} />
            <TextField
              label={t('form.total')}
              type="number"
              step="0.01"
              {...register('total', { valueAsNumber: true })}
              error={errors.total?.message}
            />
            <TextField
              label={t('form.balance')}
              type="number"
              step="0.01"
              {...register('balance', { valueAsNumber: true })}
              error={errors.balance?.message}
            />
            <Select
              label={t('form.status')}
              options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              {...register('invoiceStatus')}
              error={errors.invoiceStatus?.message}
            />
            <TextField
              label={t('form.issuedDate')}
              type="date"
              {...register('issuedDate')}
              error={errors.issuedDate?.message}
            />
            <TextField
              label={t('form.dueDate')}
              type="date"
              {...register('dueDate')}
              error={errors.dueDate?.message}
            />
          </Columns>
          <Actions>
            <ButtonLink to="/apps/invoice/list" variant="tonal" color="secondary">
              {t('actions.cancel')}
            </ButtonLink>
            <Button type="submit" loading={isSubmitting}>
              {t('actions.save')}
            </Button>
          </Actions>
        </CardContent>
      </Card>
    </form>
  );
}
