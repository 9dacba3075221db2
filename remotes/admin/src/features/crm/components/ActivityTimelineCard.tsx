import { useTranslation } from 'react-i18next';
import type { CrmActivityKind, CrmPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { DashboardCard, MutedText, Timeline, type ColorName } from '@atrium/ui';
import { useCrmActivity } from '../api/getCrmActivity';

const KIND_COLORS: Record<CrmActivityKind, ColorName> = {
  call: 'info',
  email: 'secondary',
  meeting: 'warning',
  note: 'secondary',
  dealCreated: 'primary',
  dealWon: 'success',
};

/** The latest of the period's activity, newest first, worded from its kind and its deal. */
export function ActivityTimelineCard({ period }: { period: CrmPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { money, number, date } = useFormatters();
  const query = useCrmActivity(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('crm.activity.title')}
      subtitle={
        data ? t('crm.activity.total', { count: data.total, formatted: number(data.total) }) : undefined
      }
      state={query}
      skeletonHeight={360}
    >
      {data &&
        (data.activities.length === 0 ? (
          <MutedText>{t('crm.empty')}</MutedText>
        ) : (
          <Timeline
            aria-label={t('crm.activity.title')}
            events={data.activities.map((a) => ({
              id: a.id,
              at: a.at,
              time: date(a.at, { dateStyle: 'medium', timeStyle: 'short' }),
              color: KIND_COLORS[a.kind],
              title: t(`crm.activity.kinds.${a.kind}`, {
                contact: a.contact,
                company: a.company,
                deal: a.dealTitle,
                amount: money(a.amount),
              }),
              description: t('crm.activity.by', { owner: a.owner }),
            }))}
          />
        ))}
    </DashboardCard>
  );
}
