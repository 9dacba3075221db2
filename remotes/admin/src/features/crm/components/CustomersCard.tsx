import { useTranslation } from 'react-i18next';
import type { CrmPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import {
  BigFigure,
  DashboardCard,
  FigureHeadline,
  FigureRowList,
  MutedText,
  PeriodChange,
  RowGrow,
  useCountryName,
} from '@atrium/ui';
import { useCrmCustomers } from '../api/getCrmCustomers';

/**
 * Companies with a won deal by the end of the period; those new in it against the period before, and
 * the newest of them.
 */
export function CustomersCard({ period }: { period: CrmPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { number, date, locale } = useFormatters();
  const countryName = useCountryName(locale);
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
          <FigureHeadline>
            <BigFigure>{number(data.total)}</BigFigure>
          </FigureHeadline>
          <FigureHeadline>
            <MutedText>{t('crm.customers.new', { count: data.new, formatted: number(data.new) })}</MutedText>
            <PeriodChange figure={{ value: data.new, previous: data.previousNew }} locale={locale} />
          </FigureHeadline>
          {data.latest.length > 0 && (
            <FigureRowList aria-label={t('crm.customers.latest')}>
              {data.latest.map((c) => (
                <li key={c.company}>
                  <img
                    src={`/images/flags/${c.countryCode}.svg`}
                    alt=""
                    width={28}
                    height={21}
                    style={{ borderRadius: 3 }}
                  />
                  <RowGrow>
                    <div>{c.company}</div>
                    <MutedText>
                      {countryName(c.countryCode, c.country)} ·{' '}
                      {t('crm.customers.since', {
                        date: date(`${c.since}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
                      })}
                    </MutedText>
                  </RowGrow>
                </li>
              ))}
            </FigureRowList>
          )}
        </>
      )}
    </DashboardCard>
  );
}
