import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileTeam } from '@atrium/contracts';
import { AvatarGroup, Card, CardContent, Chip, IdentityCell } from '@atrium/ui';
import { toColorName } from '../../../shared/colors';
import { useProfileTab } from '../api/getProfile';
import { CardGrid, TabState } from './TabState';

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-block-start: 1rem;
`;

const Chips = styled.div`
  display: flex;
  gap: 0.375rem;
`;

/** Extra members beyond the shown faces count into the group's "+n". */
export function teamPeople(team: Pick<ProfileTeam, 'avatarGroup' | 'extraMembers'>) {
  return [
    ...team.avatarGroup.map((m) => ({ name: m.name, src: m.avatar })),
    ...Array.from({ length: team.extraMembers }, () => ({ name: '' })),
  ];
}

/** The teams tab: one card per team with its members, description and tags. */
export function TeamsTab() {
  const query = useProfileTab('teams');
  const { t } = useTranslation('admin');
  return (
    <TabState query={query}>
      {(teams: ProfileTeam[]) => (
        <CardGrid>
          {teams.map((team) => (
            <Card key={team.title} aria-label={team.title}>
              <CardContent>
                <IdentityCell name={team.title} src={team.avatar} title={<strong>{team.title}</strong>} />
                <p>{team.description}</p>
                <Foot>
                  <span aria-label={t('profile.teamMembersOf', { name: team.title })} role="group">
                    <AvatarGroup people={teamPeople(team)} max={team.avatarGroup.length} size={32} />
                  </span>
                  <Chips>
                    {team.chips.map((c) => (
                      <Chip key={c.title} color={toColorName(c.color)}>
                        {c.title}
                      </Chip>
                    ))}
                  </Chips>
                </Foot>
              </CardContent>
            </Card>
          ))}
        </CardGrid>
      )}
    </TabState>
  );
}
