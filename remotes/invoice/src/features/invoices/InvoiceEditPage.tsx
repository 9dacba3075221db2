import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconArrowLeft } from '@tabler/icons-react';
import { ApiError, useStoreProfile } from '@atrium/platform';
import { ButtonLink, ErrorState, PageHeader, Skeleton } from '@atrium/ui';
import { useInvoice } from './api/getInvoice';
import { useNextInvoiceId } from './api/getNextInvoiceId';
import { InvoiceNotFound } from './components/InvoiceNotFound';
import { InvoiceEditor } from './editor/InvoiceEditor';
import { invoiceFormValues, newInvoiceValues } from './editor/invoiceFormDefaults';

/** Creates an invoice (/apps/invoice/add) or edits one (/apps/invoice/edit/:id), in one editor. */
export default function InvoiceEditPage() {
  const { t } = useTranslation('invoice');
  const rawId = useParams().id;
  const id = rawId === undefined ? undefined : Number(rawId);
  const existing = useInvoice(id ?? Number.NaN);
  const nextId = useNextInvoiceId(id === undefined);
  const store = useStoreProfile();

  const title = id === undefined ? t('form.addTitle') : t('form.editTitle', { id });
  const header = (
    <PageHeader
      title={title}
      actions={
        <ButtonLink
          to="/apps/invoice/list"
          variant="text"
          startIcon={<IconArrowLeft size={18} className="flip-rtl" aria-hidden="true" />}
        >
          {t('actions.back')}
        </ButtonLink>
      }
    />
  );

  if (id === undefined) {
    // A new invoice is written in the store's currency, at its tax rate: the form waits for them (if the
    // store cannot be read, both are still the user's to choose, from dollars and no tax).
    if (store.isPending) return <Skeleton $height="30rem" />;
    return (
      <>
        {header}
        <InvoiceEditor
          key="new"
          invoiceNumber={nextId.data}
          defaultValues={newInvoiceValues(new Date(), store.data)}
        />
      </>
    );
  }
  if (!Number.isInteger(id) || (existing.error instanceof ApiError && existing.error.status === 404)) {
    return <InvoiceNotFound rawId={rawId} />;
  }
  if (existing.isLoading) return <Skeleton $height="30rem" />;
  if (existing.error || !existing.data)
    return <ErrorState message={existing.error?.message} onRetry={() => void existing.refetch()} />;
  return (
    <>
      {header}
      <InvoiceEditor
        key={id}
        invoiceId={id}
        invoiceNumber={id}
        invoice={existing.data.invoice}
        defaultValues={invoiceFormValues(existing.data.invoice)}
      />
    </>
  );
}
