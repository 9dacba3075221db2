import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MANUAL_PAYMENT_METHODS,
  PAYMENT_CAPTURE_MODES,
  PAYMENT_PROVIDERS,
  type PaymentSettings,
} from '@atrium/contracts';
import { Card, CardContent, CardHeader, Checkbox, HelperText, Radio, RadioGroup, Switch } from '@atrium/ui';
import { ControlStack } from './settingsLayout';
import { PermittedSettingsForm } from '../../../common/PermittedSettingsForm';
import { SAVE_SETTINGS, useSectionForm } from './useSettingsForm';

/** Payments: the providers on, the manual methods offered, and when payments are captured. */
export function PaymentSettingsForm({ saved }: { saved: PaymentSettings }) {
  const { t } = useTranslation('ecommerce');
  const settings = useSectionForm('payments', saved);
  const { form } = settings;
  const { errors } = form.formState;
  const values = form.watch();
  const enabled = [
    ...Object.values(values.providers ?? {}),
    ...Object.values(values.manualMethods ?? {}),
  ].filter(Boolean).length;

  return (
    <PermittedSettingsForm label={t('settings.tabs.payments')} controls={settings} can={SAVE_SETTINGS}>
      <Card>
        <CardHeader
          title={t('settings.payments.providers')}
          subtitle={t('settings.payments.enabledCount', { count: enabled })}
          as="h3"
        />
        <CardContent>
          <ControlStack>
            {PAYMENT_PROVIDERS.map((p) => (
              <Controller
                key={p}
                control={form.control}
                name={`providers.${p}`}
                render={({ field }) => (
                  <Switch
                    ref={field.ref}
                    label={t(`settings.payments.provider.${p}`)}
                    description={t(`settings.payments.providerText.${p}`)}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            ))}
            {errors.providers?.message && (
              <HelperText $error role="alert">
                {errors.providers.message}
              </HelperText>
            )}
          </ControlStack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('settings.payments.manual')}
          subtitle={t('settings.payments.manualText')}
          as="h3"
        />
        <CardContent>
          <ControlStack>
            {MANUAL_PAYMENT_METHODS.map((m) => (
              <Controller
                key={m}
                control={form.control}
                name={`manualMethods.${m}`}
                render={({ field }) => (
                  <Checkbox
                    ref={field.ref}
                    label={t(`settings.payments.method.${m}`)}
                    checked={field.value}
                    onCheckedChange={(v) => field.onChange(v === true)}
                    onBlur={field.onBlur}
                  />
                )}
              />
            ))}
          </ControlStack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('settings.payments.capture')} as="h3" />
        <CardContent>
          <Controller
            control={form.control}
            name="capture"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                aria-label={t('settings.payments.capture')}
                value={field.value}
                onValueChange={field.onChange}
                error={errors.capture?.message}
              >
                {PAYMENT_CAPTURE_MODES.map((mode) => (
                  <Radio
                    key={mode}
                    value={mode}
                    label={t(`settings.payments.captureMode.${mode}`)}
                    description={t(`settings.payments.captureModeText.${mode}`)}
                  />
                ))}
              </RadioGroup>
            )}
          />
        </CardContent>
      </Card>
    </PermittedSettingsForm>
  );
}
