import { useCallback, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@atrium/contracts';
import { SEARCH_DEBOUNCE_MS } from '@atrium/platform/list';
import { Autocomplete, type ComboboxOption } from '@atrium/ui/combobox';
import { getCustomers } from '../../customers';
import type { NewOrderValues } from './newOrderForm';

/** Who the order is for: a customer found by name or email (searched by the API as typing pauses). */
export function OrderCustomerPicker() {
  const { t } = useTranslation('ecommerce');
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<NewOrderValues>();
  const customer = useWatch({ control, name: 'customer' });
  const [text, setText] = useState(customer?.name ?? '');
  const found = useRef(new Map<string, Customer>());

  const loadSuggestions = useCallback(async (q: string): Promise<ComboboxOption[]> => {
    const { customers } = await getCustomers({ q, itemsPerPage: 8, page: 1 });
    found.current = new Map(customers.map((c) => [String(c.customerId), c]));
    return customers.map((c) => ({
      value: String(c.customerId),
      label: c.customer,
      description: `${c.email} · ${c.country}`,
    }));
  }, []);
  const choose = (option: ComboboxOption) => {
    const chosen = found.current.get(option.value);
    if (!chosen) return;
    setValue(
      'customer',
      {
        customerId: chosen.customerId,
        name: chosen.customer,
        country: chosen.country,
        countryCode: chosen.countryCode,
      },
      { shouldDirty: true, shouldValidate: true },
    );
    // A rate of another zone does not apply to this customer.
    setValue('shippingRate', '');
  };

  return (
    <Autocomplete
      label={t('orders.new.customer')}
      placeholder={t('orders.new.customerSearch')}
      value={text}
      onChange={setText}
      onSelect={choose}
      loadSuggestions={loadSuggestions}
      debounceMs={SEARCH_DEBOUNCE_MS}
      loadingText={t('orders.new.searching')}
      noOptionsText={t('orders.new.noMatch')}
      error={errors.customer?.message}
      helperText={customer ? t('orders.new.shipsTo', { country: customer.country }) : undefined}
    />
  );
}
