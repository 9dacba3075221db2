import { useTranslation } from 'react-i18next';
import type { CrmPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { DashboardCard } from '@atrium/ui';
import { useCrmCustomers } from '../api/getCrmCustomers';
import { BigFigure, Headline, Muted } from './figures';
import { ChangeBadge } from './ChangeBadge';

/** Companies with a won deal by the end of the period; those new in it, against the period before. */
export function CustomersCard({ period }: { period: CrmPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const query = useCrmCustomers(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('crm.customers.title')}
      subtitle={t('crm.customers.subtitle')}
      state={query}
      skeletonHeight={72}
    >
      {data && (
        <>
          <Headline>
            <BigFigure>{number(data.total)}</BigFigure>
          </Headline>
          <Headline>
            <Muted>{t('crm.customers.new', { count: data.new, formatted: number(data.new) })}</Muted>
            <ChangeBadge current={data.new} previous={data.previousNew} />
          </Headline>
        </>
      )}
    </DashboardCard>
  );
}
