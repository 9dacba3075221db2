import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ABILITY_ACTIONS, type AbilityAction } from '@atrium/contracts';
import { useAbility } from '@atrium/platform';
import { Alert, Button, Card, CardContent, CardHeader, Grid, PageHeader, Select, Stack } from '@atrium/ui';
import { ACL_DEMO_NS } from './aclDemoStrings';
import { SectionLinks } from './components/SectionLinks';
import { useSubjectGroups, useSubjectName } from './subjects';

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 1rem;
`;

const Examples = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface Question {
  action: AbilityAction;
  subject: string;
}

/** Questions worth asking of both demo accounts: the client's one rule, and what it does not give. */
const EXAMPLES: readonly Question[] = [
  { action: 'read', subject: 'AclDemo' },
  { action: 'read', subject: 'User' },
  { action: 'create', subject: 'User' },
  { action: 'delete', subject: 'Role' },
];

/** Section 3: the user asks their own ability whether they may do something, and reads its answer. */
export function Section3Page() {
  const { t } = useTranslation(ACL_DEMO_NS);
  const ability = useAbility();
  const subjectName = useSubjectName();
  const subjects = useSubjectGroups().flatMap((g) => g.subjects);
  const [draft, setDraft] = useState<Question>({ action: 'read', subject: 'AclDemo' });
  const [asked, setAsked] = useState<Question | null>(null);

  const actionWord = (action: AbilityAction) => t(`access.actions.${action}`);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setAsked(draft);
  };
  const answer = asked && {
    allowed: ability.can(asked.action, asked.subject),
    words: { action: actionWord(asked.action), subject: subjectName(asked.subject) },
  };

  return (
    <>
      <PageHeader title={t('sections.section3')} subtitle={t('try.subtitle')} />
      <SectionLinks />
      <Grid $min="20rem">
        <Card>
          <CardHeader title={t('try.question')} />
          <CardContent>
            <Stack as="form" $gap={1.25} onSubmit={ask} aria-label={t('try.question')}>
              <Fields>
                <Select
                  label={t('try.action')}
                  value={draft.action}
                  onChange={(e) => setDraft({ ...draft, action: e.target.value as AbilityAction })}
                  options={ABILITY_ACTIONS.map((a) => ({ value: a, label: actionWord(a) }))}
                />
                <Select
                  label={t('try.subject')}
                  value={draft.subject}
                  onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
                  options={subjects.map((s) => ({ value: s, label: subjectName(s) }))}
                />
                <Button type="submit">{t('try.ask')}</Button>
              </Fields>
              {/* Present from the start, so screen readers announce each new answer. */}
              <div aria-live="polite" data-testid="try-answer">
                {answer && (
                  <Alert severity={answer.allowed ? 'success' : 'info'}>
                    {t(answer.allowed ? 'try.yes' : 'try.no', answer.words)}
                  </Alert>
                )}
              </div>
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('try.examples')} />
          <CardContent>
            <Examples>
              {EXAMPLES.map((q) => (
                <li key={`${q.action}-${q.subject}`}>
                  <Button
                    variant="tonal"
                    size="sm"
                    onClick={() => {
                      setDraft(q);
                      setAsked(q);
                    }}
                  >
                    {t('try.example', { action: actionWord(q.action), subject: subjectName(q.subject) })}
                  </Button>
                </li>
              ))}
            </Examples>
          </CardContent>
        </Card>
      </Grid>
    </>
  );
}
