import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileProperty, ProfileTabData } from '@atrium/contracts';
import {
  AvatarGroup,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  IdentityCell,
  LinearProgress,
} from '@atrium/ui';
import { DataIcon } from '@atrium/ui';
import { progressColor, toColorName } from '../../../shared/colors';
import { useProfileTab } from '../api/getProfile';
import { TabState } from './TabState';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1280px) {
    grid-template-columns: minmax(18rem, 1fr) minmax(0, 2fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: 1.5rem;
  align-content: start;
`;

const Section = styled.section`
  & + & {
    margin-block-start: 1.5rem;
  }
  h3 {
    margin: 0 0 0.75rem;
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  ul {
    display: grid;
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  strong {
    font-weight: 500;
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
  }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.75rem 1.5rem;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
  }
  th {
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
  }
`;

/** The facts the API names, by their English label (the contract's): their label in the page's language. */
const PROPERTY_KEYS: Record<string, string> = {
  'Full Name': 'fullName',
  Status: 'status',
  Role: 'role',
  Country: 'country',
  Language: 'language',
  Contact: 'contact',
  Email: 'email',
};

function Properties({ title, items }: { title: string; items: ProfileProperty[] }) {
  const { t } = useTranslation('admin');
  const label = (property: string) =>
    PROPERTY_KEYS[property] ? t(`profile.properties.${PROPERTY_KEYS[property]}`) : property;
  // The account's status, role and language are values the page words (a custom role keeps its name).
  const value = ({ property, value: v }: ProfileProperty) =>
    property === 'Status'
      ? t(`users.status.${v}`, { defaultValue: v })
      : property === 'Role'
        ? t(`users.role.${v}`, { defaultValue: v })
        : property === 'Language'
          ? t(`account.languages.${v}`, { defaultValue: v })
          : v;
  return (
    <Section>
      <h3>{title}</h3>
      <ul>
        {items.map((p) => (
          <li key={p.property}>
            <DataIcon name={p.icon} />
            <strong>{label(p.property)}:</strong> {value(p)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The profile tab: about / contacts / teams / overview, connections and teams summaries, project table. */
export function ProfileOverviewTab() {
  const { t } = useTranslation('admin');
  const query = useProfileTab('profile');
  return (
    <TabState query={query}>
      {(data: ProfileTabData) => (
        <Layout>
          <Column>
            <Card>
              <CardContent>
                <Properties title={t('profile.about')} items={data.about} />
                <Properties title={t('profile.contacts')} items={data.contacts} />
                <Properties title={t('profile.teams')} items={data.teams} />
              </CardContent>
            </Card>
            {data.overview.length > 0 && (
              <Card>
                <CardContent>
                  <Properties title={t('profile.overview')} items={data.overview} />
                </CardContent>
              </Card>
            )}
          </Column>
          <Column>
            <Grid $min="16rem">
              <Card>
                <CardHeader title={t('profile.connectionsTitle')} as="h3" />
                <CardContent>
                  <Rows>
                    {data.connections.map((c) => (
                      <li key={c.name}>
                        <IdentityCell
                          name={c.name}
                          src={c.avatar}
                          detail={t('profile.connectionCount', { count: c.connections })}
                        />
                        <Chip color={c.isFriend ? 'primary' : 'secondary'}>
                          {c.isFriend ? t('profile.friend') : t('profile.notFriend')}
                        </Chip>
                      </li>
                    ))}
                  </Rows>
                </CardContent>
              </Card>
              <Card>
                <CardHeader title={t('profile.teamsTitle')} as="h3" />
                <CardContent>
                  <Rows>
                    {data.teamsTech.map((team) => (
                      <li key={team.title}>
                        <IdentityCell
                          name={team.title}
                          src={team.avatar}
                          detail={t('profile.members', { count: team.members })}
                        />
                        <Chip color={toColorName(team.chipColor)}>{team.chipText}</Chip>
                      </li>
                    ))}
                  </Rows>
                </CardContent>
              </Card>
            </Grid>
            <Card>
              <CardHeader title={t('profile.projectList')} as="h3" />
              <div style={{ overflowX: 'auto', marginBlockStart: '1rem' }}>
                <Table aria-label={t('profile.projectList')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('profile.columns.name')}</th>
                      <th scope="col">{t('profile.columns.leader')}</th>
                      <th scope="col">{t('profile.columns.team')}</th>
                      <th scope="col">{t('profile.columns.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.projectTable.map((row) => (
                      <tr key={row.id}>
                        <td>
                          <IdentityCell name={row.name} src={row.avatar} detail={row.date} />
                        </td>
                        <td>{row.leader}</td>
                        <td>
                          <AvatarGroup
                            people={row.avatarGroup.map((src, i) => ({
                              name: t('profile.teamMember', { n: i + 1 }),
                              src,
                            }))}
                            size={28}
                          />
                        </td>
                        <td style={{ minInlineSize: '9rem' }}>
                          <LinearProgress
                            value={row.status}
                            color={progressColor(row.status)}
                            aria-label={t('profile.progressOf', { name: row.name })}
                          />
                          <small>{row.status}%</small>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            </Card>
          </Column>
        </Layout>
      )}
    </TabState>
  );
}
