import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '@atrium/contracts';
import { Chip, type ColorName } from '@atrium/ui';

const COLORS: Record<ProductStatus, ColorName> = {
  Published: 'success',
  Scheduled: 'warning',
  Inactive: 'error',
};

export function ProductStatusChip({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('ecommerce');
  return <Chip color={COLORS[status]}>{t(`products.status.${status}`)}</Chip>;
}
