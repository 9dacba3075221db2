import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LogisticsRangeQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { DashboardCard, LinearProgress, sharePercent, useCountryName } from '@atrium/ui';
import { useOrdersByCountry } from '../api/getOrdersByCountry';
import { shownCountries } from './shownCountries';

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.375rem;
  }
  .line {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 1rem;
  }
  .orders {
    font-weight: 500;
  }
  small {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** Where the period's shipments go: the first destination countries' orders, share and deliveries. */
export function OrdersByCountryCard({ period }: { period: LogisticsRangeQuery }) {
  const { t } = useTranslation('admin');
  const { number, locale } = useFormatters();
  const countryName = useCountryName(locale);
  const query = useOrdersByCountry(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('logistics.countries.title')}
      subtitle={
        data &&
        t('logistics.countries.subtitle', { count: data.totalOrders, total: number(data.totalOrders) })
      }
      state={query}
      skeletonHeight={340}
    >
      {data &&
        (data.countries.length === 0 ? (
          <p>{t('logistics.countries.none')}</p>
        ) : (
          <List aria-label={t('logistics.countries.title')}>
            {shownCountries(data.countries).map((c) => {
              const name = c.country ? countryName(c.country) : t('logistics.countries.others');
              const share = sharePercent(c.orders, data.totalOrders);
              return (
                <li key={c.country || 'others'}>
                  <div className="line">
                    <span>{name}</span>
                    <span className="orders">
                      {t('logistics.countries.orders', { count: c.orders, orders: number(c.orders) })}
                    </span>
                  </div>
                  <LinearProgress
                    value={share}
                    height={6}
                    aria-label={t('logistics.countries.shareOf', {
                      name,
                      share: number(share / 100, { style: 'percent', maximumFractionDigits: 1 }),
                    })}
                  />
                  <small>
                    {t('logistics.countries.delivered', {
                      count: c.delivered,
                      delivered: number(c.delivered),
                    })}
                  </small>
                </li>
              );
            })}
          </List>
        ))}
    </DashboardCard>
  );
}
