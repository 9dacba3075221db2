import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCash, IconCopy, IconDownload, IconPencil, IconPrinter, IconSend } from '@tabler/icons-react';
import type { Invoice, PaymentDetails } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import { Button, ButtonLink, Card, CardContent, toast } from '@atrium/ui';
import { useDuplicateInvoice } from '../api/duplicateInvoice';
import { useInvoicePdfDownload } from './useInvoicePdfDownload';

const Stack = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/**
 * What can be done with an invoice from its preview: send, download, print, add a payment, edit and
 * duplicate. Each behind the ability it needs (sending writes an email and changes the invoice).
 */
export function InvoicePreviewActions({
  invoice,
  paymentDetails,
  onSend,
  onAddPayment,
}: {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
  onSend: () => void;
  onAddPayment: () => void;
}) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const pdf = useInvoicePdfDownload();
  const duplicate = useDuplicateInvoice();
  const nothingToPay = invoice.balance <= 0;

  const copy = async () => {
    try {
      const created = await duplicate.mutateAsync(invoice.id);
      toast.success(t('preview.duplicated', { id: created.id, source: invoice.id }));
      navigate(`/apps/invoice/edit/${created.id}`);
    } catch {
      toast.error(t('preview.duplicateFailed'));
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack role="group" aria-label={t('preview.actionsLabel')}>
          <Can I="create" a="Email">
            <Can I="update" a="Invoice">
              <Button
                startIcon={<IconSend size={18} className="flip-rtl" aria-hidden="true" />}
                onClick={onSend}
              >
                {t('preview.send')}
              </Button>
            </Can>
          </Can>
          <Button
            variant="outlined"
            color="secondary"
            loading={pdf.busy}
            startIcon={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => void pdf.download(invoice, paymentDetails)}
          >
            {t('preview.download')}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => window.print()}
          >
            {t('preview.print')}
          </Button>
          <Can I="update" a="Invoice">
            <ButtonLink
              to={`/apps/invoice/edit/${invoice.id}`}
              variant="outlined"
              color="secondary"
              startIcon={<IconPencil size={18} aria-hidden="true" />}
            >
              {t('preview.edit')}
            </ButtonLink>
          </Can>
          <Can I="create" a="Invoice">
            <Button
              variant="outlined"
              color="secondary"
              loading={duplicate.isPending}
              startIcon={<IconCopy size={18} aria-hidden="true" />}
              onClick={() => void copy()}
            >
              {t('preview.duplicate')}
            </Button>
          </Can>
          <Can I="update" a="Invoice">
            <Button
              color="success"
              disabled={nothingToPay}
              aria-describedby={nothingToPay ? 'invoice-nothing-to-pay' : undefined}
              startIcon={<IconCash size={18} aria-hidden="true" />}
              onClick={onAddPayment}
            >
              {t('preview.addPayment')}
            </Button>
            {nothingToPay && <Hint id="invoice-nothing-to-pay">{t('preview.nothingToPay')}</Hint>}
          </Can>
        </Stack>
      </CardContent>
    </Card>
  );
}
