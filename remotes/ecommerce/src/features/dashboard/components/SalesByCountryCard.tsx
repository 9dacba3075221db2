import { useTranslation } from 'react-i18next';
import type { EcommerceDashboardQuery } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { DashboardCard, FigureRowList, LinearProgress, MutedText, RowEnd, RowGrow } from '@atrium/ui';
import { useCountries } from '../api/getCountries';

/** The period's orders by shipping country, most revenue first, each bar against the first. */
export function SalesByCountryCard({ period }: { period: EcommerceDashboardQuery }) {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useStoreFormatters();
  const query = useCountries(period);
  const data = query.data;
  const top = data?.countries[0]?.revenue || 1;
  return (
    <DashboardCard
      title={t('dashboard.salesByCountry')}
      subtitle={t('dashboard.salesByCountryText')}
      state={query}
      skeletonHeight={300}
    >
      {data &&
        (data.countries.length === 0 ? (
          <MutedText>{t('dashboard.empty')}</MutedText>
        ) : (
          <FigureRowList aria-label={t('dashboard.salesByCountry')}>
            {data.countries.map((c) => (
              <li key={c.country} style={{ flexWrap: 'wrap' }}>
                {c.countryCode ? (
                  <img
                    src={`/images/flags/${c.countryCode}.svg`}
                    alt=""
                    width={28}
                    height={21}
                    style={{ borderRadius: 3 }}
                  />
                ) : null}
                <RowGrow>{t(`customers.country.${c.country}`, { defaultValue: c.country })}</RowGrow>
                <RowEnd>
                  <strong>{money(c.revenue)}</strong>
                  <MutedText>
                    {t('dashboard.ordersCount', { count: c.orders, formatted: number(c.orders) })}
                  </MutedText>
                </RowEnd>
                <LinearProgress
                  value={(c.revenue / top) * 100}
                  aria-label={c.country}
                  style={{ flexBasis: '100%' }}
                />
              </li>
            ))}
          </FigureRowList>
        ))}
    </DashboardCard>
  );
}
