import { useEffect } from 'react';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { LIMITS, type Invoice, type PaymentDetails } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, Drawer, TextField, Textarea, toast } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { sendInvoiceEmail } from '../api/sendInvoiceEmail';
import { useMarkInvoicesSent } from '../api/markInvoicesSent';
import { invoicePdfDataUrl, invoicePdfName } from './invoicePdf';
import { useInvoicePdfText } from './useInvoicePdfDownload';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Attachment = styled.div`
  display: grid;
  gap: 0.35rem;
  font-size: 0.8125rem;
`;

const File = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  justify-self: start;
  padding: 0.35rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

const Help = styled.div`
  color: ${({ theme }) => theme.palette.text.secondary};
`;

// Messages are keys of the invoice area (see the forms toolkit); the bounds are the email contract's.
const schema = z.object({
  to: z
    .string()
    .trim()
    .min(1, 'preview.sendDrawer.toRequired')
    .pipe(z.email('preview.sendDrawer.toInvalid').max(254, 'preview.sendDrawer.toInvalid')),
  subject: z
    .string()
    .trim()
    .min(1, 'preview.sendDrawer.subjectRequired')
    .max(200, 'preview.sendDrawer.subjectTooLong'),
  message: z.string().max(LIMITS.text),
});
type Values = z.input<typeof schema>;

/**
 * Sends an invoice to its client through the email area's send call (so it is in the admin's Sent
 * folder, the invoice's PDF attached), then marks the invoice Sent. To, subject and message come
 * prefilled.
 */
export function SendInvoiceDrawer({
  invoice,
  paymentDetails,
  open,
  onOpenChange,
}: {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('invoice');
  const pdfText = useInvoicePdfText();
  const { money, date } = useFormatters();
  const markSent = useMarkInvoicesSent();
  const file = invoicePdfName(invoice.id);
  const form = useZodForm<Values>(schema, 'invoice');
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset({
      to: invoice.client.companyEmail,
      subject: t('preview.sendDrawer.subjectText', { id: invoice.id }),
      message: t('preview.sendDrawer.messageText', {
        name: invoice.client.name,
        id: invoice.id,
        total: money(invoice.total, invoice.currency),
        due: date(invoice.dueDate),
      }),
    });
    // Prefilled each time it opens, from the invoice as it is then.
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.handleSubmit(async ({ to, subject, message }) => {
    try {
      await sendInvoiceEmail({
        to: [to],
        subject,
        message: message.trim(),
        attachments: [
          { fileName: file, url: await invoicePdfDataUrl(invoice, paymentDetails, await pdfText()) },
        ],
      });
    } catch (e) {
      applyApiError(e, form, { fields: ['subject', 'message'] });
      return;
    }
    try {
      await markSent.mutateAsync([invoice.id]);
      toast.success(t('preview.sendDrawer.sent', { id: invoice.id, to }));
    } catch {
      // The message is in Sent already: say what did not happen rather than offer to send it twice.
      toast.error(t('preview.sendDrawer.statusFailed'));
    }
    onOpenChange(false);
  });

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('preview.sendDrawer.title', { id: invoice.id })}
      footer={
        <>
          <Button
            type="submit"
            form="send-invoice-form"
            loading={isSubmitting}
            endIcon={<IconSend size={18} className="flip-rtl" aria-hidden="true" />}
          >
            {t('preview.sendDrawer.submit')}
          </Button>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('preview.sendDrawer.cancel')}
          </Button>
        </>
      }
    >
      <Form id="send-invoice-form" noValidate onSubmit={(e) => void submit(e)}>
        <FormErrorAlert error={errors.root?.server} />
        <TextField
          label={t('preview.sendDrawer.to')}
          type="email"
          autoComplete="email"
          error={errors.to?.message}
          {...form.register('to')}
        />
        <TextField
          label={t('preview.sendDrawer.subject')}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <Textarea
          label={t('preview.sendDrawer.message')}
          rows={9}
          resizable
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Attachment role="group" aria-labelledby="send-invoice-attachment">
          <span id="send-invoice-attachment">{t('preview.sendDrawer.attachment')}</span>
          <File>
            <IconPaperclip size={16} aria-hidden="true" />
            {file}
          </File>
          <Help>{t('preview.sendDrawer.attachmentHelp')}</Help>
        </Attachment>
      </Form>
    </Drawer>
  );
}
