import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InvoiceSave } from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { ErrorState, PageHeader, Skeleton, toast } from '@atrium/ui';
import { useInvoice } from './api/getInvoice';
import { InvoiceNotFound } from './components/InvoiceNotFound';
import { useSaveInvoice } from './api/saveInvoice';
import { InvoiceForm } from './components/InvoiceForm';

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const EMPTY: InvoiceSave = {
  issuedDate: today(),
  dueDate: inDays(30),
  client: { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' },
  service: '',
  total: 0,
  balance: 0,
  invoiceStatus: 'Draft',
};

/** Creates an invoice (/apps/invoice/add) or edits one (/apps/invoice/edit/:id). */
export default function InvoiceEditPage() {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const rawId = useParams().id;
  const id = rawId === undefined ? undefined : Number(rawId);
  const existing = useInvoice(id ?? Number.NaN);
  const save = useSaveInvoice();

  // A failed save is the form's to show: field errors at their fields, anything else above it.
  const onSubmit = async (values: InvoiceSave) => {
    const invoice = await save.mutateAsync({ id, invoice: values });
    toast.success(t('form.saved', { id: invoice.id }));
    navigate(`/apps/invoice/preview/${invoice.id}`);
  };

  const title = id === undefined ? t('form.addTitle') : t('form.editTitle', { id });
  if (id !== undefined) {
    if (existing.isLoading) return <Skeleton $height="30rem" />;
    if ((existing.error instanceof ApiError && existing.error.status === 404) || !Number.isInteger(id)) {
      return <InvoiceNotFound rawId={rawId} />;
    }
    if (existing.error || !existing.data)
      return <ErrorState message={existing.error?.message} onRetry={() => void existing.refetch()} />;
  }
  const { id: _id, avatar: _avatar, ...values } = existing.data?.invoice ?? { id: 0, avatar: '', ...EMPTY };
  return (
    <>
      <PageHeader title={title} />
      <InvoiceForm key={id ?? 'new'} defaultValues={values} onSubmit={onSubmit} />
    </>
  );
}
