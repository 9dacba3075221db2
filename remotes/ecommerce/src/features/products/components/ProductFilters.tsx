import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PRODUCT_STATUSES } from '@atrium/contracts';
import { Select } from '@atrium/ui';
import { useCategoryOptions } from './useCategoryOptions';

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
  // Built-in and added categories: the list filters on the category's name alike.
  const categories = useCategoryOptions();
  const options = useMemo(
    () => ({
      statuses: PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`products.status.${s}`) })),
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
        options={categories}
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
