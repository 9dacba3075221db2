import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { invoiceClientSchema, type InvoiceClient } from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, Drawer, TextField, toast } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { useCreateInvoiceClient } from '../api/createInvoiceClient';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const EMPTY: InvoiceClient = {
  name: '',
  company: '',
  companyEmail: '',
  address: '',
  country: '',
  contact: '',
};

/**
 * Adds a client to bill (POST /api/apps/invoice/clients), validated at the fields with the contract's
 * schema (its messages give way to the translated generic ones); a taken email comes back at its field.
 */
export function AddClientDrawer({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (client: InvoiceClient) => void;
}) {
  const { t } = useTranslation('invoice');
  const create = useCreateInvoiceClient();
  const form = useZodForm<InvoiceClient>(invoiceClientSchema, 'invoice', { defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (!open) {
      form.reset(EMPTY);
      create.reset();
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.handleSubmit(async (values) => {
    try {
      const client = await create.mutateAsync(values);
      toast.success(t('form.client.added', { name: client.name }));
      onCreated(client);
      onOpenChange(false);
    } catch (e) {
      // A taken email is said in the page's language; other refusals keep the API's words.
      if (e instanceof ApiError && e.status === 409) {
        form.setError('companyEmail', { type: 'server', message: t('form.errors.emailTaken') });
      } else {
        applyApiError(e, form);
      }
    }
  });

  // The drawer's form is outside the editor's form element (a portal), so its submit stays its own.
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('form.client.addTitle')}
      footer={
        <>
          <Button type="submit" form="invoice-add-client-form" loading={isSubmitting}>
            {t('form.client.addSubmit')}
          </Button>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
        </>
      }
    >
      <Form
        id="invoice-add-client-form"
        noValidate
        onSubmit={(e) => {
          e.stopPropagation();
          void submit(e);
        }}
      >
        <FormErrorAlert error={errors.root?.server} />
        <TextField
          label={t('form.client.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('form.client.company')}
          autoComplete="organization"
          error={errors.company?.message}
          {...form.register('company')}
        />
        <TextField
          label={t('form.client.email')}
          type="email"
          autoComplete="email"
          error={errors.companyEmail?.message}
          {...form.register('companyEmail')}
        />
        <TextField
          label={t('form.client.address')}
          autoComplete="street-address"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          label={t('form.client.country')}
          autoComplete="country-name"
          error={errors.country?.message}
          {...form.register('country')}
        />
        <TextField
          label={t('form.client.contact')}
          type="tel"
          autoComplete="tel"
          error={errors.contact?.message}
          {...form.register('contact')}
        />
      </Form>
    </Drawer>
  );
}
