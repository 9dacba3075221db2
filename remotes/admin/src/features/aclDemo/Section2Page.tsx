import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAbility } from '@atrium/platform';
import { Card, CardContent, CardHeader, Chip, PageHeader, Stack } from '@atrium/ui';
import { ACL_DEMO_NS } from './aclDemoStrings';
import { SectionLinks } from './components/SectionLinks';
import { SCREENS_BY_SUBJECT } from './screens';
import { useAreaName, useSubjectGroups, useSubjectName } from './subjects';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
    vertical-align: top;
  }
  th {
    font-weight: 500;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${({ theme }) => theme.palette.primary.text};
  }
`;

/**
 * Section 2: every subject the app's areas declare, marked open or not for the signed-in user by the
 * same ability the menu and the guard ask; this area's screens are linked where the user may open them.
 */
export function Section2Page() {
  const { t } = useTranslation(ACL_DEMO_NS);
  const { t: tAdmin } = useTranslation('admin');
  const ability = useAbility();
  const groups = useSubjectGroups();
  const subjectName = useSubjectName();
  const areaName = useAreaName();
  const all = groups.flatMap((g) => g.subjects);
  const open = all.filter((s) => ability.can('read', s));

  return (
    <>
      <PageHeader title={t('sections.section2')} subtitle={t('screens.subtitle')} />
      <SectionLinks />
      <Stack $gap={1.5}>
        <p data-testid="screens-summary">{t('screens.summary', { open: open.length, total: all.length })}</p>
        {groups.map(({ area, subjects }) => (
          <Card key={area}>
            <CardHeader title={areaName(area)} />
            <CardContent>
              <Table aria-label={areaName(area)}>
                <thead>
                  <tr>
                    <th scope="col">{t('screens.subject')}</th>
                    <th scope="col">{t('screens.status')}</th>
                    <th scope="col">{t('screens.links')}</th>
                  </tr>
                </thead>
                <tbody>
                  {subjects.map((subject) => {
                    const can = ability.can('read', subject);
                    const screens = SCREENS_BY_SUBJECT[subject];
                    return (
                      <tr key={subject}>
                        <th scope="row">{subjectName(subject)}</th>
                        <td>
                          <Chip size="sm" color={can ? 'success' : 'secondary'}>
                            {can ? t('screens.open') : t('screens.closed')}
                          </Chip>
                        </td>
                        <td>
                          {!screens || area !== 'admin' ? (
                            t('screens.elsewhere')
                          ) : (
                            <ul>
                              {screens.map((s) => (
                                <li key={s.to}>
                                  {can ? <Link to={s.to}>{tAdmin(s.title)}</Link> : tAdmin(s.title)}
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
