import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAbility, useSession } from '@atrium/platform';
import { Alert, Card, CardContent, CardHeader, Grid, PageHeader } from '@atrium/ui';
import { ACL_DEMO_NS } from './aclDemoStrings';
import { SectionLinks } from './components/SectionLinks';
import { describeRule } from './describeRule';
import { useSubjectName } from './subjects';

const Sentences = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding-inline-start: 1.25rem;
`;

/** Section 1: the signed-in user's own rules, said in words. */
export function Section1Page() {
  const { t } = useTranslation(ACL_DEMO_NS);
  const ability = useAbility();
  const { userData } = useSession();
  const subjectName = useSubjectName();
  const join = (parts: string[]) => parts.join(', ');

  return (
    <>
      <PageHeader title={t('sections.section1')} subtitle={t('access.subtitle')} />
      <SectionLinks />
      <Grid $min="18rem">
        <Card>
          <CardHeader title={t('access.who')} />
          <CardContent>
            {userData && <p>{t('access.signedInAs', { name: userData.fullName, role: userData.role })}</p>}
            {ability.can('manage', 'all') ? (
              <Alert severity="success">{t('access.everything')}</Alert>
            ) : (
              <Alert severity="info">{t('access.restricted')}</Alert>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('access.rules')} />
          <CardContent>
            {ability.rules.length === 0 ? (
              <p>{t('access.none')}</p>
            ) : (
              <Sentences aria-label={t('access.rules')}>
                {ability.rules.map((rule, i) => {
                  const s = describeRule(rule);
                  const action = join(s.actions.map((a) => t(`access.actions.${a}`, { defaultValue: a })));
                  const subject = join(
                    s.subjects.map((x) => (x === 'all' ? t('access.everythingSubject') : subjectName(x))),
                  );
                  return (
                    <li key={i}>
                      {t(s.key, { action, subject })}
                      {s.conditional && <> {t('access.conditional')}</>}
                    </li>
                  );
                })}
              </Sentences>
            )}
          </CardContent>
        </Card>
      </Grid>
    </>
  );
}
