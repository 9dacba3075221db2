import { useTranslation } from 'react-i18next';
import type { CrmPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { DashboardCard } from '@atrium/ui';
import { useCrmCountries } from '../api/getCrmCountries';
import { End, Grow, Muted, RowList } from './figures';
import { ChangeBadge } from './ChangeBadge';
import { useCountryName } from './useCountryName';

/** Won deals of the period by the company's country, most first, each against the period before. */
export function SalesByCountryCard({ period }: { period: CrmPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { money, number } = useFormatters();
  const countryName = useCountryName();
  const query = useCrmCountries(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('crm.countries.title')}
      subtitle={t('crm.countries.subtitle')}
      state={query}
      skeletonHeight={300}
    >
      {data &&
        (data.countries.length === 0 ? (
          <Muted>{t('crm.empty')}</Muted>
        ) : (
          <RowList aria-label={t('crm.countries.title')}>
            {data.countries.map((c) => (
              <li key={c.country}>
                <img
                  src={`/images/flags/${c.countryCode}.svg`}
                  alt=""
                  width={32}
                  height={24}
                  style={{ borderRadius: 4 }}
                />
                <Grow>
                  <div>{countryName(c.countryCode, c.country)}</div>
                  <Muted>{t('crm.countries.deals', { count: c.deals, formatted: number(c.deals) })}</Muted>
                </Grow>
                <End>
                  <span>{money(c.amount)}</span>
                  <ChangeBadge current={c.amount} previous={c.previousAmount} />
                </End>
              </li>
            ))}
          </RowList>
        ))}
    </DashboardCard>
  );
}
