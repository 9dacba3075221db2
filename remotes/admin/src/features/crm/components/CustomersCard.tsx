import { useTranslation } from 'react-i18next';
import type { CrmPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { DashboardCard } from '@atrium/ui';
import { useCrmCustomers } from '../api/getCrmCustomers';
import { BigFigure, Grow, Headline, Muted, RowList } from './figures';
import { ChangeBadge } from './ChangeBadge';
import { useCountryName } from './useCountryName';

/**
 * Companies with a won deal by the end of the period; those new in it against the period before, and
 * the newest of them.
 */
export function CustomersCard({ period }: { period: CrmPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { number, date } = useFormatters();
  const countryName = useCountryName();
  const query = useCrmCustomers(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('crm.customers.title')}
      subtitle={t('crm.customers.subtitle')}
      state={query}
      skeletonHeight={260}
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
          {data.latest.length > 0 && (
            <RowList aria-label={t('crm.customers.latest')}>
              {data.latest.map((c) => (
                <li key={c.company}>
                  <img
                    src={`/images/flags/${c.countryCode}.svg`}
                    alt=""
                    width={28}
                    height={21}
                    style={{ borderRadius: 3 }}
                  />
                  <Grow>
                    <div>{c.company}</div>
                    <Muted>
                      {countryName(c.countryCode, c.country)} ·{' '}
                      {t('crm.customers.since', {
                        date: date(`${c.since}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
                      })}
                    </Muted>
                  </Grow>
                </li>
              ))}
            </RowList>
          )}
        </>
      )}
    </DashboardCard>
  );
}
