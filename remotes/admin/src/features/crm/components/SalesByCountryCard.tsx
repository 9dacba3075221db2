import { useTranslation } from 'react-i18next';
import type { CrmPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import {
  DashboardCard,
  FigureRowList,
  MutedText,
  PeriodChange,
  RowEnd,
  RowGrow,
  useCountryName,
} from '@atrium/ui';
import { useCrmCountries } from '../api/getCrmCountries';

/** Won deals of the period by the company's country, most first, each against the period before. */
export function SalesByCountryCard({ period }: { period: CrmPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { money, number, locale } = useFormatters();
  const countryName = useCountryName(locale);
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
          <MutedText>{t('crm.empty')}</MutedText>
        ) : (
          <FigureRowList aria-label={t('crm.countries.title')}>
            {data.countries.map((c) => (
              <li key={c.country}>
                <img
                  src={`/images/flags/${c.countryCode}.svg`}
                  alt=""
                  width={32}
                  height={24}
                  style={{ borderRadius: 4 }}
                />
                <RowGrow>
                  <div>{countryName(c.countryCode, c.country)}</div>
                  <MutedText>
                    {t('crm.countries.deals', { count: c.deals, formatted: number(c.deals) })}
                  </MutedText>
                </RowGrow>
                <RowEnd>
                  <span>{money(c.amount)}</span>
                  <PeriodChange figure={{ value: c.amount, previous: c.previousAmount }} locale={locale} />
                </RowEnd>
              </li>
            ))}
          </FigureRowList>
        ))}
    </DashboardCard>
  );
}
