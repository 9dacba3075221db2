import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@atrium/contracts';
import { Select } from '@atrium/ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
  padding: 1.25rem 1.5rem 0;
`;

export type ProductFilterValues = Partial<Record<'status' | 'category' | 'stock', string>>;

/** Status, category and stock filters; an empty value means "all". */
export function ProductFilters({
  values,
  onChange,
}: {
  values: ProductFilterValues;
  onChange: (changes: ProductFilterValues) => void;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <Row>
      <Select
        aria-label={t('products.filters.status')}
        placeholder={t('products.filters.allStatuses')}
        value={values.status ?? ''}
        options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`products.status.${s}`) }))}
        onChange={(e) => onChange({ status: e.target.value })}
      />
      <Select
        aria-label={t('products.filters.category')}
        placeholder={t('products.filters.allCategories')}
        value={values.category ?? ''}
        options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`products.category.${c}`) }))}
        onChange={(e) => onChange({ category: e.target.value })}
      />
      <Select
        aria-label={t('products.filters.stock')}
        placeholder={t('products.filters.allStock')}
        value={values.stock ?? ''}
        options={[
          { value: 'true', label: t('products.inStock') },
          { value: 'false', label: t('products.outOfStock') },
        ]}
        onChange={(e) => onChange({ stock: e.target.value })}
      />
    </Row>
  );
}
