import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, EmptyState, PageHeader } from '@atrium/ui';

/** The page for an invoice that does not exist (its id, as typed in the address), with the way back. */
export function InvoiceNotFound({ rawId }: { rawId: string | undefined }) {
  const { t } = useTranslation('invoice');
  return (
    <>
      <PageHeader title={t('preview.notFound')} />
      <Card>
        <EmptyState
          text={t('preview.notFoundText', { id: rawId })}
          action={
            <ButtonLink to="/apps/invoice/list" variant="tonal">
              {t('actions.back')}
            </ButtonLink>
          }
        />
      </Card>
    </>
  );
}
