import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { INVOICE_STATUSES } from '@atrium/contracts';
import { DateField, Select } from '@atrium/ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
  padding: 1.25rem 1.5rem 0;
`;

export type InvoiceFilterValues = Partial<Record<'status' | 'start' | 'end', string>>;

/**
 * Status and issued-date range (the spec's selectedDateRange); an empty value means "any". Each end
 * of the range bounds the other, so the browser's picker cannot offer a range that ends before it
 * starts.
 */
export function InvoiceFilters({
  values,
  onChange,
}: {
  values: InvoiceFilterValues;
  onChange: (changes: InvoiceFilterValues) => void;
}) {
  const { t } = useTranslation('invoice');
  return (
    <Row>
      <Select
        label={t('list.statusFilter')}
        placeholder={t('list.allStatuses')}
        options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={values.status ?? ''}
        onChange={(e) => onChange({ status: e.target.value })}
      />
      <DateField
        label={t('list.issuedFrom')}
        value={values.start ?? ''}
        max={values.end}
        onChange={(e) => onChange({ start: e.target.value })}
      />
      <DateField
        label={t('list.issuedTo')}
        value={values.end ?? ''}
        min={values.start}
        onChange={(e) => onChange({ end: e.target.value })}
      />
    </Row>
  );
}
