import { useTranslation } from 'react-i18next';
import { Switch } from '@atrium/ui';

/** The stock state as a (read-only) toggle, named for screen readers. */
export function StockIndicator({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation('ecommerce');
  const label = inStock ? t('products.inStock') : t('products.outOfStock');
  return <Switch checked={inStock} disabled aria-label={label} title={label} />;
}
