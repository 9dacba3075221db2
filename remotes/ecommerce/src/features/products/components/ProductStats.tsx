import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { IconBox, IconCircleCheck, IconPackageOff, IconCurrencyDollar } from '@tabler/icons-react';
import { parseMoney, useStoreFormatters } from '@atrium/platform';
import { StatRow } from '../../../common/StatRow';
import { productsQuery } from '../api/getProducts';

/**
 * Summary cards over the whole catalogue: products, published, out of stock, stock value. Memoised:
 * the list below re-renders the page on every sort, page or search, which changes none of these.
 */
export const ProductStats = memo(function ProductStats() {
  const { t } = useTranslation('ecommerce');
  const { number, money } = useStoreFormatters();
  const all = useQuery(productsQuery({ itemsPerPage: -1 }));
  const rows = all.data?.products ?? [];
  const loading = all.isLoading;
  const value = rows.reduce((sum, p) => sum + (parseMoney(p.price) || 0) * p.qty, 0);
  return (
    <StatRow
      cards={[
        {
          title: t('products.stats.total'),
          value: number(all.data?.total ?? 0),
          icon: <IconBox size={24} />,
          loading,
        },
        {
          title: t('products.stats.published'),
          value: number(rows.filter((p) => p.status === 'Published').length),
          icon: <IconCircleCheck size={24} />,
          color: 'success',
          loading,
        },
        {
          title: t('products.stats.outOfStock'),
          value: number(rows.filter((p) => !p.stock).length),
          icon: <IconPackageOff size={24} />,
          color: 'error',
          loading,
        },
        {
          title: t('products.stats.value'),
          value: money(value),
          icon: <IconCurrencyDollar size={24} />,
          color: 'info',
          loading,
        },
      ]}
    />
  );
});
