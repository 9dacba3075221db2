import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconMail, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import type { ProfileConnection } from '@atrium/contracts';
import { Avatar, Button, Card, CardContent, Chip, IconButton, toast } from '@atrium/ui';
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

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;

function ConnectionCard({ person }: { person: ProfileConnection }) {
  const { t } = useTranslation('admin');
  const [connected, setConnected] = useState(person.isConnected);
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
        <Actions>
          <Button
            variant={connected ? 'contained' : 'outlined'}
            aria-pressed={connected}
            startIcon={
              connected ? (
                <IconUserCheck size={18} aria-hidden="true" />
              ) : (
                <IconUserPlus size={18} aria-hidden="true" />
              )
            }
            onClick={() => {
              setConnected(!connected);
              toast.success(
                connected
                  ? t('profile.disconnectedFrom', { name: person.name })
                  : t('profile.connectedTo', { name: person.name }),
              );
            }}
          >
            {connected ? t('profile.connected') : t('profile.connect')}
          </Button>
          <IconButton
            variant="tonal"
            aria-label={t('profile.message', { name: person.name })}
            onClick={() => toast.info(t('profile.messageSoon'))}
          >
            <IconMail size={20} aria-hidden="true" />
          </IconButton>
        </Actions>
      </Body>
    </Card>
  );
}

/** The connections tab: one card per person, each with a Connect / Connected toggle. */
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
