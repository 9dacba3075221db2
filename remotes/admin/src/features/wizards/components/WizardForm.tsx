import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { applyApiError, useWizard, useZodForm } from '@atrium/platform/forms';
import { Card, CardContent, Grid, PageHeader, Stack, Stepper } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { useSubmitWizard } from '../api/submitWizard';
import { successPath } from '../wizardFlows';
import { WIZARDS_NS } from '../wizardStrings';
import type { WizardSpec, WizardValues } from '../wizardTypes';
import { WizardField } from './WizardField';
import { WizardActions } from './WizardActions';
import { validateWizardStep } from './validateWizardStep';
import { WizardSummary } from './WizardSummary';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const StepHeading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  &:focus {
    outline: none;
  }
`;

/**
 * A wizard example: the Stepper over one form whose steps are validated one at a time (Next checks
 * only the step on screen; Back and the reached steps of the Stepper keep what was typed). The last
 * step shows the summary of everything and sends it; the success page follows.
 */
export function WizardForm({ spec }: { spec: WizardSpec }) {
  const { t } = useTranslation(WIZARDS_NS);
  const navigate = useNavigate();
  const submitWizard = useSubmitWizard(spec.path);
  const form = useZodForm<FieldValues, unknown>(spec.schema, WIZARDS_NS, {
    defaultValues: spec.defaults,
    mode: 'onTouched',
  });
  const { control, formState, watch } = form;
  const validateStep = useCallback(
    (index: number) =>
      validateWizardStep(
        form,
        spec.steps[index].id,
        spec.steps[index].fields.map((f) => f.name),
      ),
    [form, spec.steps],
  );
  const wizard = useWizard({ stepCount: spec.steps.length, validateStep });
  const heading = useRef<HTMLHeadingElement>(null);
  const step = spec.steps[wizard.activeStep];
  const stepValues = (watch(step.id) ?? {}) as Record<string, unknown>;

  // A new step moves focus to its heading, so a keyboard or screen-reader user starts there.
  const show = async (move: () => Promise<boolean>) => {
    if (await move()) requestAnimationFrame(() => heading.current?.focus());
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { id } = await submitWizard.mutateAsync(values);
      navigate(successPath(spec.flow, id));
    } catch (error) {
      applyApiError(error, form);
    }
  });

  const stepTitle = (id: string) => t(`${spec.name}.steps.${id}.title`);
  return (
    <>
      <PageHeader title={t(`${spec.name}.title`)} subtitle={t(`${spec.name}.subtitle`)} />
      <Layout>
        <Card>
          <CardContent>
            <Stepper
              aria-label={t('stepsOf', { title: t(`${spec.name}.title`) })}
              variant="icons"
              steps={spec.steps.map((s) => ({
                id: s.id,
                title: stepTitle(s.id),
                subtitle: t(`${spec.name}.steps.${s.id}.subtitle`),
                icon: s.icon,
              }))}
              activeStep={wizard.activeStep}
              reachedStep={wizard.reachedStep}
              onStepChange={(index) => void show(() => wizard.goTo(index))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <form
              noValidate
              aria-label={stepTitle(step.id)}
              onSubmit={(event) => {
                event.preventDefault();
                if (wizard.isLast) void submit(event);
                else void show(wizard.next);
              }}
            >
              <Stack $gap={1.25}>
                <StepHeading ref={heading} tabIndex={-1}>
                  {stepTitle(step.id)}
                </StepHeading>
                <FormErrorAlert error={formState.errors.root?.server} />
                {step.fields.length > 0 && (
                  <Grid $min="16rem" $gap={1}>
                    {step.fields
                      .filter((field) => !field.when || field.when(stepValues))
                      .map((field) => (
                        <WizardField
                          key={`${step.id}.${field.name}`}
                          control={control}
                          wizard={spec.name}
                          step={step.id}
                          field={field}
                        />
                      ))}
                  </Grid>
                )}
                {wizard.isLast && <WizardSummary spec={spec} values={watch() as WizardValues} />}
                <WizardActions
                  canGoBack={!wizard.isFirst}
                  onBack={wizard.back}
                  busy={formState.isSubmitting}
                  nextLabel={wizard.isLast ? t(`${spec.name}.submit`) : t('next')}
                />
              </Stack>
            </form>
          </CardContent>
        </Card>
      </Layout>
    </>
  );
}
