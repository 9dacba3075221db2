import { useTranslation } from 'react-i18next';
import { IconAlertOctagon, IconCalendarTime, IconCircleCheck, IconReceiptRefund } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { StatRow } from '../../../common/StatRow';
import { useOrders } from '../api/getOrders';

/** Pending payment, completed, refunded and failed orders over all orders. */
export function OrderStats() {
  const { t } = useTranslation('ecommerce');
  const { number } = useFormatters();
  const all = useOrders({ itemsPerPage: -1 });
  const rows = all.data?.orders ?? [];
  const count = (pred: (o: (typeof rows)[number]) => boolean) => number(rows.filter(pred).length);
  return (
    <StatRow
      cards={[
        {
          title: t('orders.stats.pending'),
          value: count((o) => o.payment === 2),
          icon: <IconCalendarTime size={24} />,
          color: 'warning',
          loading: all.isLoading,
        },
        {
          title: t('orders.stats.completed'),
          value: count((o) => o.status === 'Delivered'),
          icon: <IconCircleCheck size={24} />,
          color: 'success',
          loading: all.isLoading,
        },
        {
          title: t('orders.stats.refunded'),
          value: count((o) => o.payment === 3),
          icon: <IconReceiptRefund size={24} />,
          color: 'secondary',
          loading: all.isLoading,
        },
        {
          title: t('orders.stats.failed'),
          value: count((o) => o.payment === 4),
          icon: <IconAlertOctagon size={24} />,
          color: 'error',
          loading: all.isLoading,
        },
      ]}
    />
  );
}
