import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconArrowLeft } from '@tabler/icons-react';
import { ApiError, useAbility } from '@atrium/platform';
import { ButtonLink, Card, CardContent, ErrorState, PageHeader, Skeleton } from '@atrium/ui';
import { useInvoice } from './api/getInvoice';
import { InvoiceNotFound } from './components/InvoiceNotFound';
import { InvoiceDocument } from './preview/InvoiceDocument';
import { InvoicePrintStyle } from './preview/InvoicePrintStyle';
import { InvoicePreviewActions } from './preview/InvoicePreviewActions';
import { SendInvoiceDrawer } from './preview/SendInvoiceDrawer';
import { AddPaymentDrawer } from './preview/AddPaymentDrawer';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 3fr) minmax(14rem, 1fr);
  }
`;

/** The URL flag that opens the send drawer (the editor's "Save and send" lands here with it). */
const SEND = 'send';

/** One invoice as the client receives it, with send, download, print, payments, edit and duplicate. */
export default function InvoicePreviewPage() {
  const { t } = useTranslation('invoice');
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  const query = useInvoice(id);
  const ability = useAbility();
  const [search, setSearch] = useSearchParams();
  const [paying, setPaying] = useState(false);
  // The send drawer's state is the URL's, so "Save and send" and the back button both work.
  const canSend = ability.can('create', 'Email') && ability.can('update', 'Invoice');
  const sending = canSend && search.get(SEND) === '1';
  const setSending = (open: boolean) =>
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        if (open) next.set(SEND, '1');
        else next.delete(SEND);
        return next;
      },
      { replace: true },
    );

  if (query.isLoading) return <Skeleton $height="30rem" $width="100%" />;
  if ((query.error instanceof ApiError && query.error.status === 404) || !Number.isInteger(id) || id <= 0) {
    return <InvoiceNotFound rawId={rawId} />;
  }
  if (query.error || !query.data)
    return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;

  const { invoice, paymentDetails } = query.data;
  return (
    <>
      <InvoicePrintStyle />
      <PageHeader
        title={t('preview.title', { id: invoice.id })}
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
      <Layout>
        <Card>
          <CardContent>
            <InvoiceDocument invoice={invoice} paymentDetails={paymentDetails} />
          </CardContent>
        </Card>
        <InvoicePreviewActions
          invoice={invoice}
          paymentDetails={paymentDetails}
          onSend={() => setSending(true)}
          onAddPayment={() => setPaying(true)}
        />
      </Layout>
      {canSend && (
        <SendInvoiceDrawer
          invoice={invoice}
          paymentDetails={paymentDetails}
          open={sending}
          onOpenChange={setSending}
        />
      )}
      <AddPaymentDrawer invoice={invoice} open={paying} onOpenChange={setPaying} />
    </>
  );
}
