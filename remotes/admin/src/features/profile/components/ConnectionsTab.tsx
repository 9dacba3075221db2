import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileConnection } from '@atrium/contracts';
import { Avatar, Card, CardContent, Chip } from '@atrium/ui';
import { toColorName } from '../../../shared/colors';
import { useProfileTab } from '../api/getProfile';
import { CardGrid, TabState } from './TabState';

const Body = styled(CardContent)`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  text-align: center;
  h3 {
    margin: 0.5rem 0 0;
    font-size: 1.125rem;
    font-weight: 500;
  }
`;

const Stats = styled.dl`
  display: flex;
  justify-content: center;
  gap: 1.5rem;
  margin: 0.5rem 0;
  div {
    display: grid;
  }
  dt {
    order: 2;
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 500;
  }
`;

function ConnectionCard({ person }: { person: ProfileConnection }) {
  const { t } = useTranslation('admin');
  return (
    <Card aria-label={person.name}>
      <Body>
        <Avatar name={person.name} src={person.avatar} size={80} />
        <h3>{person.name}</h3>
        <span>{person.designation}</span>
        <div style={{ display: 'flex', gap: '0.375rem' }}>
          {person.chips.map((c) => (
            <Chip key={c.title} color={toColorName(c.color)}>
              {c.title}
            </Chip>
          ))}
        </div>
        <Stats>
          <div>
            <dt>{t('profile.stats.projects')}</dt>
            <dd>{person.projects}</dd>
          </div>
          <div>
            <dt>{t('profile.stats.tasks')}</dt>
            <dd>{person.tasks}</dd>
          </div>
          <div>
            <dt>{t('profile.stats.connections')}</dt>
            <dd>{person.connections}</dd>
          </div>
        </Stats>
      </Body>
    </Card>
  );
}

/**
 * The connections tab: one card per person of the page's sample network. No Connect button: nothing
 * records connections between accounts, and a button that only changed itself would claim a success.
 */
export function ConnectionsTab() {
  const query = useProfileTab('connections');
  return (
    <TabState query={query}>
      {(people: ProfileConnection[]) => (
        <CardGrid>
          {people.map((p) => (
            <ConnectionCard key={p.name} person={p} />
          ))}
        </CardGrid>
      )}
    </TabState>
  );
}
