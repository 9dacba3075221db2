import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconUserPlus } from '@tabler/icons-react';
import type { InvoiceClient } from '@atrium/contracts';
import { Button, Select } from '@atrium/ui';
import { useInvoiceClients } from '../api/getInvoiceClients';
import { AddClientDrawer } from './AddClientDrawer';
import type { InvoiceFormValues } from './invoiceFormSchema';

const Root = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 500;
`;

const Address = styled.address`
  font-style: normal;
  line-height: 1.6;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/**
 * Who the invoice is to: one of the clients of GET /api/apps/invoice/clients (the invoice's own client
 * too when it is not among them), or a new one added in a drawer and selected at once.
 */
export function ClientPicker() {
  const { t } = useTranslation('invoice');
  const clients = useInvoiceClients();
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<InvoiceFormValues>();
  const client = useWatch({ control, name: 'client' });
  const [adding, setAdding] = useState(false);

  const known = clients.data ?? [];
  const options =
    client.companyEmail && !known.some((c) => c.companyEmail === client.companyEmail)
      ? [client, ...known]
      : known;
  const choose = (chosen: InvoiceClient | undefined) => {
    if (!chosen) return;
    setValue('client', { ...chosen }, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Root>
      <Heading>{t('form.client.title')}</Heading>
      <Select
        label={t('form.client.choose')}
        placeholder={clients.isLoading ? t('form.client.loading') : t('form.client.none')}
        value={client.companyEmail}
        options={options.map((c) => ({ value: c.companyEmail, label: `${c.name} · ${c.company}` }))}
        onChange={(e) => choose(options.find((c) => c.companyEmail === e.target.value))}
        error={errors.client ? t('form.errors.chooseClient') : undefined}
      />
      {client.companyEmail && (
        <Address aria-label={t('form.client.details')}>
          <div>{client.company}</div>
          <div>{client.address}</div>
          <div>{client.country}</div>
          <div>{client.contact}</div>
          <div>{client.companyEmail}</div>
        </Address>
      )}
      <div>
        <Button
          type="button"
          variant="text"
          startIcon={<IconUserPlus size={18} aria-hidden="true" />}
          onClick={() => setAdding(true)}
        >
          {t('form.client.add')}
        </Button>
      </div>
      <AddClientDrawer open={adding} onOpenChange={setAdding} onCreated={choose} />
    </Root>
  );
}
