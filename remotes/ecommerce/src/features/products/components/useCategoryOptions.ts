import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_CATEGORIES } from '@atrium/contracts';
import { categoriesQuery } from '../../categories';

/**
 * The categories a product can be in, as select options: the built-in ones (translated), then the
 * ones added on the category screen (their own names). `except`: a category to leave out.
 */
export function useCategoryOptions(except?: string) {
  const { t } = useTranslation('ecommerce');
  const added = useQuery(categoriesQuery()).data?.categories;
  return useMemo(
    () =>
      [
        ...PRODUCT_CATEGORIES.map((c) => ({ value: c as string, label: t(`products.category.${c}`) })),
        ...(added ?? []).map((c) => ({ value: c.name, label: c.name })),
      ].filter((o) => o.value !== except),
    [t, added, except],
  );
}
