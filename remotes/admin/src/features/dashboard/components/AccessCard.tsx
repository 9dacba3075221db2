import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ABILITY_ACTIONS } from '@atrium/contracts';
import { useAbility, useAreaSubjects } from '@atrium/platform';
import { Alert, Card, CardContent, CardHeader, Chip } from '@atrium/ui';

const Groups = styled.div`
  display: grid;
  gap: 1.25rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  li > span:first-child {
    min-inline-size: 7rem;
    font-weight: 500;
  }
`;

/**
 * What the user may do, subject by subject, grouped by the area that declares the subject (the areas
 * the shell has loaded; a subject no loaded area declares is listed on its own). Answered by the same
 * rules as the menu, the routes and the API.
 */
export function AccessCard() {
  const { t } = useTranslation('admin');
  const ability = useAbility();
  const areas = useAreaSubjects();

  if (ability.can('manage', 'all')) {
    return (
      <Card>
        <CardHeader title={t('dashboard.access')} />
        <CardContent>
          <Alert severity="success">{t('dashboard.everything')}</Alert>
        </CardContent>
      </Card>
    );
  }

  const actionsOn = (subject: string) => ABILITY_ACTIONS.filter((action) => ability.can(action, subject));
  const declared = new Set(areas.flatMap((a) => a.subjects));
  const ruled = ability.rules
    .flatMap((rule) => (Array.isArray(rule.subject) ? rule.subject : [rule.subject]))
    .filter((s): s is string => typeof s === 'string' && s !== 'all' && !declared.has(s));
  // Area and subject names as the roles editor words them (each area names its own subjects).
  const groups = [
    ...areas.map((a) => ({
      key: a.area,
      ns: a.area,
      title: t(`roles.areas.${a.area}`, { defaultValue: a.area }),
      subjects: [...a.subjects],
    })),
    {
      key: '',
      ns: 'admin',
      title: areas.length ? t('dashboard.otherSubjects') : '',
      subjects: [...new Set(ruled)],
    },
  ]
    .map((g) => ({ ...g, subjects: g.subjects.filter((s) => actionsOn(s).length > 0) }))
    .filter((g) => g.subjects.length > 0);

  return (
    <Card>
      <CardHeader title={t('dashboard.access')} subtitle={t('dashboard.accessText')} />
      <CardContent>
        {groups.length === 0 ? (
          <Alert severity="info">{t('dashboard.nothing')}</Alert>
        ) : (
          <Groups>
            {groups.map((g) => (
              <section key={g.key} aria-label={g.title || t('dashboard.access')}>
                {g.title && <h3>{g.title}</h3>}
                <Rows>
                  {g.subjects.map((subject) => (
                    <li key={subject}>
                      <span>{t(`subjects.${subject}`, { ns: g.ns, defaultValue: subject })}</span>
                      {actionsOn(subject).map((action) => (
                        <Chip key={action} size="sm" color={action === 'read' ? 'info' : 'warning'}>
                          {t(`dashboard.actions.${action}`)}
                        </Chip>
                      ))}
                    </li>
                  ))}
                </Rows>
              </section>
            ))}
          </Groups>
        )}
      </CardContent>
    </Card>
  );
}
