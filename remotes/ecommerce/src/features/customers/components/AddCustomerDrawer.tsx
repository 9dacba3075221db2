import { useEffect } from 'react';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_COUNTRIES, type Customer } from '@atrium/contracts';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, Drawer, Select, TextField, toast } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { useCreateCustomer } from '../api/createCustomer';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

// Messages are translation keys of the ecommerce area (see the forms toolkit).
const schema = z.object({
  customer: z.string().trim().min(1, 'forms.required'),
  email: z.string().trim().min(1, 'forms.required').pipe(z.email('forms.invalidEmail')),
  country: z.enum(CUSTOMER_COUNTRIES, 'forms.required'),
});
type Values = z.input<typeof schema>;

/** Adds a customer: name, email and country, validated at the fields; server errors mapped to them. */
export function AddCustomerDrawer({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (c: Customer) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const create = useCreateCustomer();
  const form = useZodForm<Values>(schema, 'ecommerce', {
    defaultValues: { customer: '', email: '', country: '' as Values['country'] },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (!open) {
      form.reset();
      create.reset();
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.handleSubmit(async (values) => {
    try {
      const customer = await create.mutateAsync(values);
      toast.success(t('customers.added', { name: customer.customer }));
      onCreated?.(customer);
      onOpenChange(false);
    } catch (e) {
      applyApiError(e, form);
    }
  });

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('customers.add')}
      footer={
        <>
          <Button type="submit" form="add-customer-form" loading={isSubmitting}>
            {t('customers.addSubmit')}
          </Button>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <Form id="add-customer-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormErrorAlert error={errors.root?.server} />
        <TextField
          label={t('customers.form.name')}
          autoComplete="name"
          error={errors.customer?.message}
          {...form.register('customer')}
        />
        <TextField
          label={t('customers.form.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Select
          label={t('customers.form.country')}
          placeholder={t('customers.form.chooseCountry')}
          options={CUSTOMER_COUNTRIES.map((c) => ({ value: c, label: t(`customers.country.${c}`) }))}
          error={errors.country?.message}
          {...form.register('country')}
        />
      </Form>
    </Drawer>
  );
}
