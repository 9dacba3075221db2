import { useState, type BaseSyntheticEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconDeviceFloppy, IconEye, IconSend } from '@tabler/icons-react';
import { INVOICE_CURRENCIES, invoiceRevision, type Invoice } from '@atrium/contracts';
import { applyApiError, useEditConflict, useZodForm } from '@atrium/platform/forms';
import {
  Button,
  ButtonLink,
  Card,
  CardContent,
  DateField,
  Select,
  Textarea,
  TextField,
  toast,
} from '@atrium/ui';
import { EditConflict, FormErrorAlert } from '@atrium/ui/forms';
import { useSaveInvoice } from '../api/saveInvoice';
import { ClientPicker } from './ClientPicker';
import { InvoiceItemsEditor } from './InvoiceItemsEditor';
import { invoiceFormValues } from './invoiceFormDefaults';
import { invoiceFormSchema, type InvoiceFormValues } from './invoiceFormSchema';
import { LiveTotalsSummary } from './LiveTotals';
import { DueDateField } from './DueDateField';
import { ISSUER } from '../preview/issuer';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) 16rem;
    align-items: start;
  }
`;

const Band = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  padding-block: 1.5rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  &:first-child {
    padding-block-start: 0;
  }
  &:last-child {
    border-block-end: 0;
    padding-block-end: 0;
  }
`;

const Issuer = styled.address`
  font-style: normal;
  line-height: 1.6;
  color: ${({ theme }) => theme.palette.text.secondary};
  strong {
    display: block;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.palette.text.primary};
  }
`;

const Numbering = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
`;

const InvoiceNumber = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 500;
`;

const Fields = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
`;

const Actions = styled(Card)`
  display: grid;
  gap: 0.75rem;
  padding: 1.5rem;
  @media (min-width: 1100px) {
    position: sticky;
    inset-block-start: 5rem;
  }
`;

/** What an edit conflict names: the fields the editor changes, with their labels. */
const CONFLICT_LABELS = {
  issuedDate: 'form.issuedDate',
  dueDate: 'form.dueDate',
  client: 'form.client.title',
  items: 'form.items.title',
  discount: 'form.discount',
  tax: 'form.tax',
  currency: 'form.currency',
  salesperson: 'form.salesperson',
  note: 'form.note',
  paymentTerms: 'form.paymentTerms',
} as const satisfies Partial<Record<keyof Invoice, string>>;

/** What happens after a save: stay in the editor, open the preview, or open it to send the invoice. */
type SaveIntent = 'save' | 'preview' | 'send';

export interface InvoiceEditorProps {
  /** The invoice being edited; none for a new one. */
  invoiceId?: number;
  /** The number shown in the header: the invoice's, or the next free one for a new invoice. */
  invoiceNumber?: number;
  /** The invoice as it was opened (its revision goes with the save); none for a new one. */
  invoice?: Invoice;
  defaultValues: InvoiceFormValues;
}

/**
 * The invoice editor, laid out like the invoice: issuer, number and dates; the client; the lines; discount,
 * tax and currency with the totals computed as you type; salesperson, terms and note. "Save" stays here,
 * "Preview" and "Save and send" save and then open the preview (with `?send=1` for its send drawer).
 * Unsaved changes are guarded when leaving.
 */
export function InvoiceEditor({ invoiceId, invoiceNumber, invoice, defaultValues }: InvoiceEditorProps) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const save = useSaveInvoice();
  const form = useZodForm<InvoiceFormValues>(invoiceFormSchema, 'invoice', { defaultValues });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const [intent, setIntent] = useState<SaveIntent>('save');
  // A save names the revision of the invoice as the editor opened (or last saved) it: the API refuses
  // it (412) when someone else has saved the invoice since.
  const edit = useEditConflict(invoiceRevision, invoice);
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);

  const submit = (next: SaveIntent) => (event?: BaseSyntheticEvent) => {
    setIntent(next);
    return handleSubmit(async (values) => {
      let saved: Invoice;
      try {
        saved = await save.mutateAsync({ id: invoiceId, invoice: values, revision: edit.revision() });
      } catch (e) {
        if (!edit.caught(e)) applyApiError(e, form);
        return;
      }
      edit.saved(saved);
      toast.success(t('form.saved', { id: saved.id }));
      form.reset(invoiceFormValues(saved));
      if (next === 'save' && invoiceId !== undefined) return;
      guard.allowLeave();
      if (next === 'save') navigate(`/apps/invoice/edit/${saved.id}`, { replace: true });
      else navigate(`/apps/invoice/preview/${saved.id}${next === 'send' ? '?send=1' : ''}`);
    })(event);
  };

  const percentField = (name: 'discount' | 'tax', label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step="any"
      endAdornment={<span aria-hidden="true">%</span>}
      {...register(name, { valueAsNumber: true })}
      error={errors[name]?.message}
    />
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit('save')(e)} aria-label={t('form.label')}>
        <Layout>
          <Card>
            <CardContent>
              <EditConflict
                conflict={edit.conflict}
                labels={Object.fromEntries(
                  Object.entries(CONFLICT_LABELS).map(([field, key]) => [field, t(key)]),
                )}
                onLoadTheirs={() => form.reset(invoiceFormValues(edit.takeTheirs()))}
                onKeepMine={() => {
                  edit.takeTheirs();
                  void submit(intent)();
                }}
              />
              <FormErrorAlert error={errors.root?.server} style={{ marginBlockEnd: '1rem' }} />
              <Band>
                <Issuer aria-label={t('form.issuer')}>
                  <strong>{ISSUER.name}</strong>
                  {ISSUER.address.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                  <div>
                    <span dir="ltr">{ISSUER.phone}</span>
                  </div>
                </Issuer>
                <Numbering>
                  <InvoiceNumber>
                    {invoiceNumber === undefined
                      ? t('form.numberPending')
                      : t('form.number', { id: invoiceNumber })}
                  </InvoiceNumber>
                  <DateField
                    label={t('form.issuedDate')}
                    {...register('issuedDate', { deps: ['dueDate'] })}
                    error={errors.issuedDate?.message}
                  />
                  <DueDateField />
                </Numbering>
              </Band>
              <Band>
                <ClientPicker />
                <Fields>
                  <Select
                    label={t('form.currency')}
                    options={INVOICE_CURRENCIES.map((c) => ({ value: c, label: c }))}
                    {...register('currency')}
                    error={errors.currency?.message}
                  />
                  <TextField
                    label={t('form.paymentTerms')}
                    placeholder={t('form.paymentTermsPlaceholder')}
                    {...register('paymentTerms')}
                    error={errors.paymentTerms?.message}
                  />
                </Fields>
              </Band>
              <Band>
                <InvoiceItemsEditor />
              </Band>
              <Band>
                <Fields>
                  <TextField
                    label={t('form.salesperson')}
                    autoComplete="name"
                    {...register('salesperson')}
                    error={errors.salesperson?.message}
                  />
                  {percentField('discount', t('form.discount'))}
                  {percentField('tax', t('form.tax'))}
                </Fields>
                <LiveTotalsSummary control={control} />
              </Band>
              <Band>
                <Textarea
                  label={t('form.note')}
                  placeholder={t('form.notePlaceholder')}
                  {...register('note')}
                  error={errors.note?.message}
                />
              </Band>
            </CardContent>
          </Card>
          <Actions as="div">
            <Button
              type="button"
              startIcon={<IconSend size={18} aria-hidden="true" />}
              loading={isSubmitting && intent === 'send'}
              disabled={isSubmitting}
              onClick={() => void submit('send')()}
            >
              {t('form.saveAndSend')}
            </Button>
            <Button
              type="submit"
              variant="tonal"
              startIcon={<IconDeviceFloppy size={18} aria-hidden="true" />}
              loading={isSubmitting && intent === 'save'}
              disabled={isSubmitting}
            >
              {t('form.save')}
            </Button>
            <Button
              type="button"
              variant="outlined"
              startIcon={<IconEye size={18} aria-hidden="true" />}
              loading={isSubmitting && intent === 'preview'}
              disabled={isSubmitting}
              onClick={() => void submit('preview')()}
            >
              {t('form.preview')}
            </Button>
            <ButtonLink to="/apps/invoice/list" variant="text" color="secondary">
              {t('form.cancel')}
            </ButtonLink>
          </Actions>
        </Layout>
      </form>
      {guard.dialog}
    </FormProvider>
  );
}
