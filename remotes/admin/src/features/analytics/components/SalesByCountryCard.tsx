import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import {
  Avatar,
  DashboardCard,
  FigureRowList,
  MutedText,
  PeriodChange,
  RowEnd,
  RowGrow,
  useCountryName,
} from '@atrium/ui';
import { useCountries } from '../api/getCountries';

/** Sales in the period by the customer's country, largest first, each with its change. */
export function SalesByCountryCard({ period }: { period: AnalyticsPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { money, number, locale } = useFormatters();
  const countryName = useCountryName(locale);
  const query = useCountries(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('analytics.countries.title')}
      subtitle={t('analytics.countries.subtitle')}
      state={query}
      skeletonHeight={260}
    >
      {data &&
        (data.countries.length === 0 ? (
          <MutedText>{t('analytics.countries.empty')}</MutedText>
        ) : (
          <FigureRowList $gap="0.875rem" aria-label={t('analytics.countries.title')}>
            {data.countries.map((c) => {
              const name = countryName(c.countryCode, c.country);
              return (
                <li key={c.country}>
                  <Avatar
                    name={null}
                    icon={<span aria-hidden="true">{c.countryCode.toUpperCase()}</span>}
                    size={34}
                    color="secondary"
                  />
                  <RowGrow>
                    <div>{name}</div>
                    <MutedText>
                      {t('analytics.countries.orders', { count: c.orders, formatted: number(c.orders) })}
                    </MutedText>
                  </RowGrow>
                  <RowEnd>
                    <div>{money(c.sales)}</div>
                    <PeriodChange figure={{ value: c.sales, previous: c.previousSales }} locale={locale} />
                  </RowEnd>
                </li>
              );
            })}
          </FigureRowList>
        ))}
    </DashboardCard>
  );
}
