import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { INVOICE_STATUSES, type InvoiceSave } from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { Button, ButtonLink, Card, CardContent, Grid, Select, TextField } from '@atrium/ui';
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
    formState: { errors, isSubmitting },
  } = useForm<InvoiceSave>({ resolver: zodResolver(invoiceFormSchema), defaultValues });

  const message = (m?: string) => (m ? t(`form.${m}`, { defaultValue: m }) : undefined);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (e instanceof ApiError) {
        for (const [field, messages] of Object.entries(e.fieldErrors)) {
          setError(field as keyof InvoiceSave, { message: messages[0] });
        }
      }
      throw e;
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
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <Card>
        <CardContent>
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
              error={message(errors.client?.name?.message)}
            />
            <TextField
              label={t('form.company')}
              {...register('client.company')}
              error={message(errors.client?.company?.message)}
            />
            <TextField
              label={t('form.email')}
              type="email"
              {...register('client.companyEmail')}
              error={message(errors.client?.companyEmail?.message)}
            />
            <TextField
              label={t('form.address')}
              {...register('client.address')}
              error={message(errors.client?.address?.message)}
            />
            <TextField
              label={t('form.country')}
              {...register('client.country')}
              error={message(errors.client?.country?.message)}
            />
            <TextField
              label={t('form.contact')}
              {...register('client.contact')}
              error={message(errors.client?.contact?.message)}
            />
            <Section>{t('form.service')}</Section>
            <TextField
              label={t('form.service')}
              {...register('service')}
              error={message(errors.service?.message)}
            />
            <TextField
              label={t('form.total')}
              type="number"
              step="0.01"
              {...register('total', { valueAsNumber: true })}
              error={message(errors.total?.message)}
            />
            <TextField
              label={t('form.balance')}
              type="number"
              step="0.01"
              {...register('balance', { valueAsNumber: true })}
              error={message(errors.balance?.message)}
            />
            <Select
              label={t('form.status')}
              options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              {...register('invoiceStatus')}
              error={message(errors.invoiceStatus?.message)}
            />
            <TextField
              label={t('form.issuedDate')}
              type="date"
              {...register('issuedDate')}
              error={message(errors.issuedDate?.message)}
            />
            <TextField
              label={t('form.dueDate')}
              type="date"
              {...register('dueDate')}
              error={message(errors.dueDate?.message)}
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
