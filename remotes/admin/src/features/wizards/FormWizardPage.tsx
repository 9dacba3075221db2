import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { IconFileText, IconLink, IconUser } from '@tabler/icons-react';
import { useWizard, useZodForm } from '@atrium/platform/forms';
import { Alert, Card, CardContent, Grid, PageHeader, Stack, Stepper, Switch } from '@atrium/ui';
import { FormTextField } from '@atrium/ui/forms';
import type { StepperVariant } from '@atrium/ui';
import { WIZARDS_NS } from './wizardStrings';
import { WizardActions } from './components/WizardActions';
import { validateWizardStep } from './components/validateWizardStep';

// Vertical, the steps stand beside the form on a wide screen and above it on a narrow one.
const Layout = styled.div<{ $vertical: boolean }>`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: ${({ $vertical }) => ($vertical ? 'minmax(12rem, max-content) minmax(0, 1fr)' : '1fr')};
  }
`;

const demoSchema = z.object({
  account: z.object({ username: z.string().trim().min(3).max(40), email: z.string().trim().email() }),
  personal: z.object({
    firstName: z.string().trim().min(2).max(80),
    lastName: z.string().trim().min(2).max(80),
  }),
  social: z.object({ website: z.union([z.literal(''), z.string().trim().url()]) }),
});
type DemoValues = z.infer<typeof demoSchema>;

const STEPS = [
  { id: 'account', icon: <IconFileText size={20} aria-hidden="true" />, fields: ['username', 'email'] },
  { id: 'personal', icon: <IconUser size={20} aria-hidden="true" />, fields: ['firstName', 'lastName'] },
  { id: 'social', icon: <IconLink size={20} aria-hidden="true" />, fields: ['website'] },
] as const;

const EMPTY: DemoValues = {
  account: { username: '', email: '' },
  personal: { firstName: '', lastName: '' },
  social: { website: '' },
};

/**
 * The form wizard demo: the one Stepper in the page's style (icons or numbers), horizontal or
 * vertical by a switch, over a short three-step form validated step by step.
 */
export function FormWizardPage({ variant }: { variant: StepperVariant }) {
  const { t } = useTranslation(WIZARDS_NS);
  const [vertical, setVertical] = useState(false);
  const [done, setDone] = useState(false);
  const form = useZodForm<DemoValues>(demoSchema, WIZARDS_NS, { defaultValues: EMPTY, mode: 'onTouched' });
  const validateStep = useCallback(
    (index: number) => validateWizardStep(form, STEPS[index].id, STEPS[index].fields),
    [form],
  );
  const wizard = useWizard({ stepCount: STEPS.length, validateStep });
  const step = STEPS[wizard.activeStep];
  const submit = form.handleSubmit(() => setDone(true));

  return (
    <>
      <PageHeader
        title={t(`formWizard.title.${variant}`)}
        subtitle={t('formWizard.subtitle')}
        actions={<Switch label={t('formWizard.vertical')} checked={vertical} onCheckedChange={setVertical} />}
      />
      <Card>
        <CardContent>
          <Layout $vertical={vertical}>
            <Stepper
              aria-label={t('stepsOf', { title: t(`formWizard.title.${variant}`) })}
              variant={variant}
              orientation={vertical ? 'vertical' : 'horizontal'}
              steps={STEPS.map((s) => ({
                id: s.id,
                title: t(`formWizard.steps.${s.id}.title`),
                subtitle: t(`formWizard.steps.${s.id}.subtitle`),
                icon: s.icon,
              }))}
              activeStep={wizard.activeStep}
              reachedStep={wizard.reachedStep}
              onStepChange={(index) => void wizard.goTo(index)}
            />
            <form
              noValidate
              aria-label={t(`formWizard.steps.${step.id}.title`)}
              onSubmit={(event) => {
                event.preventDefault();
                setDone(false);
                if (wizard.isLast) void submit(event);
                else void wizard.next();
              }}
            >
              <Stack $gap={1.25}>
                {done && <Alert severity="success">{t('formWizard.done')}</Alert>}
                <Grid $min="14rem" $gap={1}>
                  {step.fields.map((name) => (
                    <FormTextField
                      key={`${step.id}.${name}`}
                      control={form.control}
                      name={`${step.id}.${name}` as 'account.username'}
                      label={t(`formWizard.fields.${name}`)}
                      type={name === 'email' ? 'email' : name === 'website' ? 'url' : 'text'}
                    />
                  ))}
                </Grid>
                <WizardActions
                  canGoBack={!wizard.isFirst}
                  onBack={wizard.back}
                  nextLabel={wizard.isLast ? t('formWizard.submit') : t('next')}
                />
              </Stack>
            </form>
          </Layout>
        </CardContent>
      </Card>
    </>
  );
}
