import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Avatar, DashboardCard } from '@atrium/ui';
import { useCountries } from '../api/getCountries';
import { Muted, RowList } from './figures';
import { PeriodChange } from './PeriodChange';

/** The country's name in the user's language (the data's English name when the browser has none). */
function useCountryName() {
  const { locale } = useFormatters();
  return useMemo(() => {
    const names =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([locale], { type: 'region' })
        : undefined;
    return (code: string, fallback: string) => {
      try {
        return names?.of(code.toUpperCase()) ?? fallback;
      } catch {
        return fallback;
      }
    };
  }, [locale]);
}

/** Sales in the period by the customer's country, largest first, each with its change. */
export function SalesByCountryCard({ period }: { period: AnalyticsPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { money, number } = useFormatters();
  const countryName = useCountryName();
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
          <Muted>{t('analytics.countries.empty')}</Muted>
        ) : (
          <RowList aria-label={t('analytics.countries.title')}>
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
                  <div style={{ flex: 1, minInlineSize: 0 }}>
                    <div>{name}</div>
                    <Muted>
                      {t('analytics.countries.orders', { count: c.orders, formatted: number(c.orders) })}
                    </Muted>
                  </div>
                  <div style={{ textAlign: 'end' }}>
                    <div>{money(c.sales)}</div>
                    <PeriodChange figure={{ value: c.sales, previous: c.previousSales }} />
                  </div>
                </li>
              );
            })}
          </RowList>
        ))}
    </DashboardCard>
  );
}
