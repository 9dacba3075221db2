import { useState } from 'react';
import { Controller, type FieldErrors, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { IconAt, IconLink, IconLock, IconUser } from '@tabler/icons-react';
import { useZodForm } from '@atrium/platform/forms';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  Grid,
  LinearProgress,
  TextField,
} from '@atrium/ui';
import { FieldErrorText, FormCheckbox } from '@atrium/ui/forms';
import { DatePicker } from '@atrium/ui/pickers';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_FORMS_NS } from './strings';
import {
  CHANNELS,
  EMPTY_VALUES,
  PASSWORD_RULES,
  TAKEN_USERNAMES,
  passwordStrength,
  validationSchema,
  type ValidationOutput,
  type ValidationValues,
} from './form-validation/validationSchema';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: 0.5rem;
    padding: 0;
    font-size: 0.8125rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-block-start: 1.5rem;
`;

const Strength = styled.div`
  display: grid;
  gap: 0.25rem;
  font-size: 0.8125rem;
`;

const STRENGTH_COLORS = ['error', 'error', 'warning', 'warning', 'info', 'success'] as const;
const STRENGTH_NAMES = ['veryWeak', 'veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

export default function FormValidationDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [schema] = useState(() => validationSchema());
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(0);
  const form = useZodForm<ValidationValues, ValidationOutput>(schema, SHOWCASE_FORMS_NS, {
    defaultValues: EMPTY_VALUES,
    mode: 'onTouched',
  });
  const { register, control, formState, watch } = form;
  const field = (name: Path<ValidationValues>) => ({
    ...register(name),
    error: form.getFieldState(name, formState).error?.message,
  });
  const strength = passwordStrength(watch('password') ?? '');
  const onInvalid = (errors: FieldErrors<ValidationValues>) => {
    setSent(false);
    setFailed(Object.keys(errors).length);
  };
  const submit = form.handleSubmit(() => {
    setFailed(0);
    setSent(true);
  }, onInvalid);
  const label = (name: string) => t(`formValidation.fields.${name}`);

  return (
    <Card>
      <CardHeader title={t('formValidation.title')} subtitle={t('formValidation.subtitle')} />
      <CardContent>
        <form noValidate aria-label={t('formValidation.title')} onSubmit={(event) => void submit(event)}>
          {failed > 0 && (
            <Alert severity="error" style={{ marginBlockEnd: '1rem' }} role="alert">
              {t('formValidation.summary', { count: failed })}
            </Alert>
          )}
          {sent && (
            <Alert severity="success" style={{ marginBlockEnd: '1rem' }} role="status">
              {t('formValidation.success')}
            </Alert>
          )}
          <Grid $min="16rem" $gap={1} style={{ alignItems: 'start' }}>
            <TextField
              label={label('fullName')}
              helperText={t('formValidation.hints.fullName')}
              autoComplete="name"
              startAdornment={<IconUser size={18} aria-hidden="true" />}
              {...field('fullName')}
            />
            <TextField
              label={label('email')}
              type="email"
              autoComplete="email"
              startAdornment={<IconAt size={18} aria-hidden="true" />}
              {...field('email')}
            />
            <TextField
              label={label('website')}
              type="url"
              placeholder="https://"
              startAdornment={<IconLink size={18} aria-hidden="true" />}
              {...field('website')}
            />
            <TextField
              label={label('username')}
              helperText={t('formValidation.hints.username', { taken: TAKEN_USERNAMES.join(', ') })}
              autoComplete="username"
              {...field('username')}
            />
            <TextField label={label('age')} type="number" inputMode="numeric" {...field('age')} />
            <TextField
              label={label('zip')}
              inputMode="numeric"
              autoComplete="postal-code"
              helperText={t('formValidation.hints.zip')}
              {...field('zip')}
            />
            <div>
              <TextField
                label={label('password')}
                type="password"
                autoComplete="new-password"
                startAdornment={<IconLock size={18} aria-hidden="true" />}
                helperText={t('formValidation.hints.password')}
                {...field('password')}
              />
              <Strength>
                <LinearProgress
                  value={(strength / PASSWORD_RULES.length) * 100}
                  color={STRENGTH_COLORS[strength]}
                  aria-label={t('formValidation.strengthLabel')}
                />
                <span aria-live="polite">
                  {t('formValidation.strength', {
                    level: t(`formValidation.levels.${STRENGTH_NAMES[strength]}`),
                  })}
                </span>
              </Strength>
            </div>
            <TextField
              label={label('confirmPassword')}
              type="password"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
            <Controller
              control={control}
              name="startDate"
              render={({ field: date, fieldState }) => (
                <DatePicker
                  ref={date.ref}
                  label={label('startDate')}
                  value={date.value}
                  onChange={date.onChange}
                  onBlur={date.onBlur}
                  error={fieldState.error?.message}
                  helperText={t('formValidation.hints.startDate')}
                  labels={{
                    openCalendar: t('dateTimePicker.openCalendar'),
                    invalidDate: t('dateTimePicker.invalidDate'),
                    unavailableDate: t('formValidation.errors.dateRange'),
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="channels"
              render={({ field: channels, fieldState }) => (
                <Fieldset
                  aria-describedby={fieldState.error ? 'form-validation-channels-error' : undefined}
                  aria-invalid={fieldState.error ? true : undefined}
                >
                  <legend>{label('channels')}</legend>
                  {CHANNELS.map((channel, index) => (
                    <Checkbox
                      key={channel}
                      ref={index === 0 ? channels.ref : undefined}
                      label={t(`formValidation.channels.${channel}`)}
                      invalid={!!fieldState.error}
                      checked={channels.value.includes(channel)}
                      onCheckedChange={(checked) =>
                        channels.onChange(
                          checked === true
                            ? [...channels.value, channel]
                            : channels.value.filter((c) => c !== channel),
                        )
                      }
                      onBlur={channels.onBlur}
                    />
                  ))}
                  <FieldErrorText id="form-validation-channels-error" message={fieldState.error?.message} />
                </Fieldset>
              )}
            />
          </Grid>
          <div style={{ marginBlockStart: '1rem' }}>
            <FormCheckbox control={control} name="terms" label={label('terms')} />
          </div>
          <Actions>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('formValidation.submit')}
            </Button>
            <Button
              type="button"
              variant="tonal"
              color="secondary"
              onClick={() => {
                form.reset(EMPTY_VALUES);
                setSent(false);
                setFailed(0);
              }}
            >
              {t('formValidation.reset')}
            </Button>
          </Actions>
        </form>
      </CardContent>
    </Card>
  );
}
