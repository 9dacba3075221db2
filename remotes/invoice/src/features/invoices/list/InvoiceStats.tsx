import { useTranslation } from 'react-i18next';
import { IconCheck, IconFileInvoice, IconFileDollar, IconUsers } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { StatCardRow } from '@atrium/ui';
import { useInvoiceStats } from '../api/getInvoiceStats';

/** The figures over every invoice (not only the filtered ones): clients, invoices, paid, unpaid. */
export function InvoiceStats() {
  const { t } = useTranslation('invoice');
  const { number, money } = useFormatters();
  const stats = useInvoiceStats();
  const loading = stats.isPending;
  const count = (n: number | undefined) => (n === undefined ? '—' : number(n));
  const amount = (n: number | undefined) => (n === undefined ? '—' : money(n));
  return (
    <StatCardRow
      cards={[
        {
          title: t('list.stats.clients'),
          value: count(stats.data?.clients),
          icon: <IconUsers size={24} aria-hidden="true" />,
          loading,
        },
        {
          title: t('list.stats.invoices'),
          value: count(stats.data?.invoices),
          icon: <IconFileInvoice size={24} aria-hidden="true" />,
          color: 'info',
          loading,
        },
        {
          title: t('list.stats.paid'),
          value: amount(stats.data?.paid),
          icon: <IconCheck size={24} aria-hidden="true" />,
          color: 'success',
          loading,
        },
        {
          title: t('list.stats.unpaid'),
          value: amount(stats.data?.unpaid),
          icon: <IconFileDollar size={24} aria-hidden="true" />,
          color: 'error',
          loading,
        },
      ]}
    />
  );
}
