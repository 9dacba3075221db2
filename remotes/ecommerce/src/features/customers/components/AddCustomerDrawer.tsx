import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_COUNTRIES, type Customer } from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { Alert, Button, Drawer, Select, TextField, toast } from '@atrium/ui';
import { useCreateCustomer } from '../api/createCustomer';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

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
  const schema = z.object({
    customer: z.string().trim().min(1, t('forms.required')),
    email: z
      .string()
      .trim()
      .min(1, t('forms.required'))
      .pipe(z.email(t('forms.invalidEmail'))),
    country: z.enum(CUSTOMER_COUNTRIES, t('forms.required')),
  });
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
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
      if (e instanceof ApiError) {
        for (const [field, messages] of Object.entries(e.fieldErrors)) {
          if (field === 'customer' || field === 'email' || field === 'country')
            form.setError(field, { message: messages[0] });
        }
      }
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
        {create.error &&
        !(create.error instanceof ApiError && Object.keys(create.error.fieldErrors).length) ? (
          <Alert severity="error">{create.error.message}</Alert>
        ) : null}
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
