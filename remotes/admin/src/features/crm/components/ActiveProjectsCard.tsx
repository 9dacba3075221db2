import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrmPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Avatar, DashboardCard, FigureRowList, LinearProgress, MutedText, RowGrow } from '@atrium/ui';
import { progressColor } from '../../../shared/colors';
import { useCrmProjects } from '../api/getCrmProjects';

/** Projects of won deals running in the period: the soonest due, and how far along they all are. */
export function ActiveProjectsCard({ period }: { period: CrmPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { number, date } = useFormatters();
  const id = useId();
  const query = useCrmProjects(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('crm.projects.title')}
      subtitle={
        data
          ? t('crm.projects.average', {
              count: data.total,
              formatted: number(data.total),
              percent: number(data.averageProgress / 100, { style: 'percent' }),
            })
          : undefined
      }
      state={query}
      skeletonHeight={300}
    >
      {data &&
        (data.projects.length === 0 ? (
          <MutedText>{t('crm.empty')}</MutedText>
        ) : (
          <FigureRowList>
            {data.projects.map((p) => (
              <li key={p.id}>
                <Avatar name={p.owner} src={p.ownerAvatar} size={34} />
                <RowGrow>
                  <div id={`${id}-${p.id}`}>{p.name}</div>
                  <MutedText>
                    {p.company} ·{' '}
                    {t('crm.projects.due', {
                      date: date(`${p.dueDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
                    })}
                  </MutedText>
                  <div
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: '0.75rem',
                      marginBlockStart: '0.375rem',
                    }}
                  >
                    <LinearProgress
                      value={p.progress}
                      color={progressColor(p.progress)}
                      aria-labelledby={`${id}-${p.id}`}
                      style={{ flex: 1 }}
                    />
                    <MutedText>{number(p.progress / 100, { style: 'percent' })}</MutedText>
                  </div>
                </RowGrow>
              </li>
            ))}
          </FigureRowList>
        ))}
    </DashboardCard>
  );
}
