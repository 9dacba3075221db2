import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrmFunnelStage, CrmPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import {
  DashboardCard,
  FigureRowList,
  LinearProgress,
  MutedText,
  RowEnd,
  RowGrow,
  sharePercent,
  type ColorName,
} from '@atrium/ui';
import { useCrmFunnel } from '../api/getCrmFunnel';

const STAGE_COLORS: Record<CrmFunnelStage, ColorName> = {
  prospecting: 'primary',
  qualification: 'info',
  proposal: 'warning',
  negotiation: 'secondary',
  won: 'success',
};

/** The deals opened in the period: how many reached each stage, with their share of those opened. */
export function DealsFunnelCard({ period }: { period: CrmPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { money, number } = useFormatters();
  const id = useId();
  const query = useCrmFunnel(period);
  const data = query.data;
  const opened = data?.stages[0]?.deals ?? 0;
  return (
    <DashboardCard
      title={t('crm.funnel.title')}
      subtitle={t('crm.funnel.subtitle')}
      state={query}
      skeletonHeight={300}
    >
      {data && (
        <>
          <FigureRowList>
            {data.stages.map((s) => {
              // Whole percents, as the bar's label shows them.
              const share = sharePercent(s.deals, opened, 0);
              return (
                <li key={s.stage} style={{ flexWrap: 'wrap' }}>
                  <RowGrow>
                    <div id={`${id}-${s.stage}`}>{t(`crm.funnel.stages.${s.stage}`)}</div>
                    <MutedText>{money(s.amount)}</MutedText>
                  </RowGrow>
                  <RowEnd>
                    <strong>{number(s.deals)}</strong>
                    <MutedText>
                      {t('crm.funnel.share', { percent: number(share / 100, { style: 'percent' }) })}
                    </MutedText>
                  </RowEnd>
                  <LinearProgress
                    value={share}
                    color={STAGE_COLORS[s.stage]}
                    aria-labelledby={`${id}-${s.stage}`}
                    style={{ flexBasis: '100%' }}
                  />
                </li>
              );
            })}
          </FigureRowList>
          <p style={{ margin: '1rem 0 0' }}>
            <MutedText>{t('crm.funnel.lost', { count: data.lost, formatted: number(data.lost) })}</MutedText>
          </p>
        </>
      )}
    </DashboardCard>
  );
}
