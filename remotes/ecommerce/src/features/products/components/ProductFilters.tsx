import { memo, useMemo } from 'react';
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

/**
 * Status, category and stock filters; an empty value means "all". Memoised: the list re-renders on
 * every sort and page, which changes none of them.
 */
export const ProductFilters = memo(function ProductFilters({
  values,
  onChange,
}: {
  values: ProductFilterValues;
  onChange: (changes: ProductFilterValues) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const options = useMemo(
    () => ({
      statuses: PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`products.status.${s}`) })),
      categories: PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`products.category.${c}`) })),
      stock: [
        { value: 'true', label: t('products.inStock') },
        { value: 'false', label: t('products.outOfStock') },
      ],
    }),
    [t],
  );
  return (
    <Row>
      <Select
        aria-label={t('products.filters.status')}
        placeholder={t('products.filters.allStatuses')}
        value={values.status ?? ''}
        options={options.statuses}
        onChange={(e) => onChange({ status: e.target.value })}
      />
      <Select
        aria-label={t('products.filters.category')}
        placeholder={t('products.filters.allCategories')}
        value={values.category ?? ''}
        options={options.categories}
        onChange={(e) => onChange({ category: e.target.value })}
      />
      <Select
        aria-label={t('products.filters.stock')}
        placeholder={t('products.filters.allStock')}
        value={values.stock ?? ''}
        options={options.stock}
        onChange={(e) => onChange({ stock: e.target.value })}
      />
    </Row>
  );
});
