import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconMessageDots } from '@tabler/icons-react';
import type { ProfileProject } from '@atrium/contracts';
import { AvatarGroup, Card, CardContent, Chip, IdentityCell, LinearProgress } from '@atrium/ui';
import { progressColor, toColorName } from '../../../shared/colors';
import { useProfileTab } from '../api/getProfile';
import { CardGrid, TabState } from './TabState';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem 1rem;
  margin: 1rem 0;
  div {
    display: grid;
  }
  dt {
    font-weight: 500;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-block: 0.75rem;
`;

/** The projects tab: one card per project with budget, dates, task progress and members. */
export function ProjectsTab() {
  const query = useProfileTab('projects');
  const { t } = useTranslation('admin');
  return (
    <TabState query={query}>
      {(projects: ProfileProject[]) => (
        <CardGrid>
          {projects.map((p) => {
            const done = p.totalTask ? Math.round((p.completedTask / p.totalTask) * 100) : 0;
            return (
              <Card key={p.title} aria-label={p.title}>
                <CardContent>
                  <Row>
                    <IdentityCell
                      name={p.title}
                      src={p.avatar}
                      title={<strong>{p.title}</strong>}
                      detail={t('profile.project.client', { client: p.client })}
                    />
                    <Chip color={toColorName(p.chipColor)}>
                      {t('profile.project.daysLeft', { count: p.daysLeft })}
                    </Chip>
                  </Row>
                  <Facts>
                    <div>
                      <dt>{t('profile.project.budget')}</dt>
                      <dd>
                        {p.budgetSpent} / {p.budget}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('profile.project.startDate')}</dt>
                      <dd>{p.startDate}</dd>
                    </div>
                    <div>
                      <dt>{t('profile.project.deadline')}</dt>
                      <dd>{p.deadline}</dd>
                    </div>
                    <div>
                      <dt>{t('profile.project.hours')}</dt>
                      <dd>{p.hours}</dd>
                    </div>
                  </Facts>
                  <p>{p.description}</p>
                  <Row>
                    <span>{t('profile.project.tasks', { done: p.completedTask, total: p.totalTask })}</span>
                    <span>{done}%</span>
                  </Row>
                  <LinearProgress
                    value={done}
                    color={progressColor(done)}
                    aria-label={t('profile.progressOf', { name: p.title })}
                  />
                  <Row>
                    <span>
                      <AvatarGroup
                        people={p.avatarGroup.map((m) => ({ name: m.name, src: m.avatar }))}
                        size={30}
                      />{' '}
                      {p.members}
                    </span>
                    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' }}>
                      <IconMessageDots size={18} aria-hidden="true" />
                      {t('profile.project.comments', { count: p.comments })}
                    </span>
                  </Row>
                </CardContent>
              </Card>
            );
          })}
        </CardGrid>
      )}
    </TabState>
  );
}
