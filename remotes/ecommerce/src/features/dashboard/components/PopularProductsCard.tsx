import { useTranslation } from 'react-i18next';
import type { EcommerceDashboardQuery } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { DashboardCard, FigureRowList, IdentityCell, MutedText, RowEnd } from '@atrium/ui';
import { useBestSellers } from '../api/getBestSellers';

/** The period's best sellers by units sold (from the orders' lines), with what they brought in. */
export function PopularProductsCard({ period }: { period: EcommerceDashboardQuery }) {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useStoreFormatters();
  const query = useBestSellers(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('dashboard.popularProducts')}
      subtitle={t('dashboard.popularProductsText')}
      state={query}
      skeletonHeight={300}
    >
      {data &&
        (data.products.length === 0 ? (
          <MutedText>{t('dashboard.empty')}</MutedText>
        ) : (
          <FigureRowList aria-label={t('dashboard.popularProducts')}>
            {data.products.map((p) => (
              <li key={p.productId} style={{ justifyContent: 'space-between' }}>
                <IdentityCell name={p.productName} src={p.image} detail={p.productBrand} />
                <RowEnd>
                  <strong>{money(p.revenue)}</strong>
                  <MutedText>
                    {t('dashboard.unitsSold', { count: p.qty, formatted: number(p.qty) })}
                  </MutedText>
                </RowEnd>
              </li>
            ))}
          </FigureRowList>
        ))}
    </DashboardCard>
  );
}
