import type { ComponentType, ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { z } from 'zod';
import styled from 'styled-components';
import {
  IconBox,
  IconBrandAngular,
  IconBrandFirebase,
  IconBrandReact,
  IconBrandVue,
  IconBriefcase,
  IconChartBar,
  IconCheck,
  IconDatabase,
  IconFileText,
  IconServer,
  IconShoppingCart,
  type IconProps,
} from '@tabler/icons-react';
import { useWizard, useZodForm } from '@atrium/platform/forms';
import { Button, Dialog, Stack, Stepper, toast } from '@atrium/ui';
import { RadioCard, RadioCardGroup } from '@atrium/ui/inputs';
import { FormTextField } from '@atrium/ui/forms';
import { validateWizardStep } from '../../../wizards';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_PAGES_NS } from '../strings';
import type { ExampleDialogProps } from './dialogTypes';

const CATEGORIES = [
  { value: 'crm', icon: IconBriefcase },
  { value: 'ecommerce', icon: IconShoppingCart },
  { value: 'analytics', icon: IconChartBar },
] as const;
const FRAMEWORKS = [
  { value: 'react', icon: IconBrandReact },
  { value: 'vue', icon: IconBrandVue },
  { value: 'angular', icon: IconBrandAngular },
] as const;
const DATABASES = [
  { value: 'firebase', icon: IconBrandFirebase },
  { value: 'postgres', icon: IconDatabase },
  { value: 'mysql', icon: IconServer },
] as const;

const choice = z.string().min(1, 'dialogs.errors.choose');

const schema = z.object({
  details: z.object({ name: z.string().trim().min(1), category: choice }),
  framework: z.object({ framework: choice }),
  database: z.object({
    name: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]*$/, 'dialogs.errors.databaseName'),
    engine: choice,
  }),
});
type AppForm = z.infer<typeof schema>;

const EMPTY: AppForm = {
  details: { name: '', category: '' },
  framework: { framework: '' },
  database: { name: '', engine: '' },
};

const STEPS = [
  { id: 'details', icon: IconFileText, fields: ['name', 'category'] },
  { id: 'framework', icon: IconBox, fields: ['framework'] },
  { id: 'database', icon: IconDatabase, fields: ['name', 'engine'] },
  { id: 'submit', icon: IconCheck, fields: [] },
] as const;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(11rem, 14rem) 1fr;
  gap: 2rem;
  @media (max-width: 40rem) {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  margin-block-start: 1.5rem;
`;

const Done = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding-block: 1rem;
  text-align: center;
  svg {
    color: ${({ theme }) => theme.palette.success.main};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** A RadioCard group bound to one form field, its options each with an icon. */
function ChoiceField({
  control,
  name,
  label,
  options,
  optionLabel,
}: {
  control: Control<AppForm>;
  name: 'details.category' | 'framework.framework' | 'database.engine';
  label: string;
  options: readonly { value: string; icon: ComponentType<IconProps> }[];
  optionLabel: (value: string) => { title: string; description: ReactNode };
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioCardGroup
      ref={field.ref}
      label={label}
      value={field.value}
      onValueChange={field.onChange}
      error={fieldState.error?.message}
      minCardWidth="100%"
    >
      {options.map(({ value, icon: Icon }) => (
        <RadioCard
          key={value}
          value={value}
          icon={<Icon size={22} aria-hidden="true" />}
          {...optionLabel(value)}
        />
      ))}
    </RadioCardGroup>
  );
}

/** The wizard itself: mounted at each opening of the dialog, so it starts again empty at its first step. */
function CreateAppWizard({ onCreated }: { onCreated: () => void }) {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const form = useZodForm<AppForm>(schema, SHOWCASE_PAGES_NS, { defaultValues: EMPTY });
  const wizard = useWizard({
    stepCount: STEPS.length,
    validateStep: (index) => {
      const step = STEPS[index];
      return step.fields.length === 0 ? true : validateWizardStep(form, step.id, step.fields);
    },
  });
  const { control } = form;

  const option = (group: string) => (value: string) => ({
    title: t(`dialogs.createApp.${group}.${value}`),
    description: t(`dialogs.createApp.${group}.${value}Text`),
  });
  const step = STEPS[wizard.activeStep];
  const values = form.watch();

  const submit = form.handleSubmit((app) => {
    toast.info(t('dialogs.createApp.created', { name: app.details.name }));
    onCreated();
  });

  return (
    <Layout>
      <Stepper
        variant="icons"
        orientation="vertical"
        steps={STEPS.map(({ id, icon: Icon }) => ({
          id,
          title: t(`dialogs.createApp.steps.${id}`),
          subtitle: t(`dialogs.createApp.steps.${id}Text`),
          icon: <Icon size={20} aria-hidden="true" />,
        }))}
        activeStep={wizard.activeStep}
        reachedStep={wizard.reachedStep}
        onStepChange={(index) => void wizard.goTo(index)}
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (wizard.isLast) void submit(e);
          else void wizard.next();
        }}
      >
        <Stack $gap={1.25}>
          {step.id === 'details' && (
            <>
              <FormTextField control={control} name="details.name" label={t('dialogs.createApp.name')} />
              <ChoiceField
                control={control}
                name="details.category"
                label={t('dialogs.createApp.category')}
                options={CATEGORIES}
                optionLabel={option('categories')}
              />
            </>
          )}
          {step.id === 'framework' && (
            <ChoiceField
              control={control}
              name="framework.framework"
              label={t('dialogs.createApp.steps.framework')}
              options={FRAMEWORKS}
              optionLabel={option('frameworks')}
            />
          )}
          {step.id === 'database' && (
            <>
              <FormTextField
                control={control}
                name="database.name"
                label={t('dialogs.createApp.databaseName')}
                helperText={t('dialogs.createApp.databaseNameHint')}
              />
              <ChoiceField
                control={control}
                name="database.engine"
                label={t('dialogs.createApp.engine')}
                options={DATABASES}
                optionLabel={option('databases')}
              />
            </>
          )}
          {step.id === 'submit' && (
            <Done>
              <IconCheck size={40} aria-hidden="true" />
              <strong>{t('dialogs.createApp.ready', { name: values.details.name })}</strong>
              <p>
                {t('dialogs.createApp.summary', {
                  framework: t(`dialogs.createApp.frameworks.${values.framework.framework}`),
                  database: t(`dialogs.createApp.databases.${values.database.engine}`),
                })}
              </p>
            </Done>
          )}
        </Stack>
        <Actions>
          <Button variant="tonal" color="secondary" disabled={wizard.isFirst} onClick={wizard.back}>
            {t('dialogs.back')}
          </Button>
          <Button type="submit" color={wizard.isLast ? 'success' : 'primary'}>
            {t(wizard.isLast ? 'dialogs.createApp.submit' : 'dialogs.next')}
          </Button>
        </Actions>
      </form>
    </Layout>
  );
}

/**
 * Creates an app in four steps on the shared Stepper: its details, framework and database, then a
 * summary to submit. Next checks the step on screen; a step reached can be gone back to.
 */
export function CreateAppDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.createApp.title')}
      description={t('dialogs.createApp.description')}
      size="lg"
    >
      <CreateAppWizard onCreated={() => onOpenChange(false)} />
    </Dialog>
  );
}
