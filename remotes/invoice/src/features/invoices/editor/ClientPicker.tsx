import { useCallback, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InvoiceCustomer } from '@atrium/contracts';
import { SEARCH_DEBOUNCE_MS } from '@atrium/platform/list';
import { Autocomplete, type ComboboxOption } from '@atrium/ui/combobox';
import { useSearchInvoiceCustomers } from '../api/searchInvoiceCustomers';
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
 * Who the invoice is to: a customer, found by typing part of their name, email or country (searched
 * by the API once typing pauses, SEARCH_DEBOUNCE_MS like a list's search). Picking one fills the
 * invoice's client with the customer's details; the API keeps them as the customer record has them.
 */
export function ClientPicker() {
  const { t } = useTranslation('invoice');
  const search = useSearchInvoiceCustomers();
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<InvoiceFormValues>();
  const client = useWatch({ control, name: 'client' });
  const [text, setText] = useState(client.name);
  // The customers of the last answer, by option value: what a picked option stands for.
  const found = useRef(new Map<string, InvoiceCustomer>());

  const loadSuggestions = useCallback(
    async (q: string): Promise<ComboboxOption[]> => {
      const customers = await search(q);
      found.current = new Map(customers.map((c) => [String(c.customerId), c]));
      return customers.map((c) => ({
        value: String(c.customerId),
        label: c.name,
        description: `${c.companyEmail} · ${c.country}`,
      }));
    },
    [search],
  );
  const choose = (option: ComboboxOption) => {
    const chosen = found.current.get(option.value);
    if (!chosen) return;
    setValue('client', { ...chosen }, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Root>
      <Heading>{t('form.client.title')}</Heading>
      <Autocomplete
        label={t('form.client.choose')}
        placeholder={t('form.client.search')}
        value={text}
        onChange={setText}
        onSelect={choose}
        loadSuggestions={loadSuggestions}
        debounceMs={SEARCH_DEBOUNCE_MS}
        loadingText={t('form.client.loading')}
        noOptionsText={t('form.client.noMatch')}
        error={errors.client ? t('form.errors.chooseClient') : undefined}
      />
      {client.companyEmail && (
        <Address aria-label={t('form.client.details')}>
          <div>{client.name}</div>
          {client.company !== client.name && <div>{client.company}</div>}
          <div>{client.address}</div>
          <div>{client.country}</div>
          {client.contact !== client.companyEmail && <div>{client.contact}</div>}
          <div>{client.companyEmail}</div>
        </Address>
      )}
    </Root>
  );
}
