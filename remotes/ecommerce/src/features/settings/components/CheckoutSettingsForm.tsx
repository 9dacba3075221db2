import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CHECKOUT_CONTACT_METHODS,
  CHECKOUT_FIELD_OPTIONS,
  CHECKOUT_NAME_REQUIREMENTS,
  type CheckoutSettings,
} from '@atrium/contracts';
import { Card, CardContent, CardHeader, Radio, RadioGroup } from '@atrium/ui';
import { ControlStack } from './settingsLayout';
import { PermittedSettingsForm } from '../../../common/PermittedSettingsForm';
import { SAVE_SETTINGS, useSectionForm } from './useSettingsForm';

const OPTIONAL_FIELDS = ['companyName', 'addressLine2', 'shippingPhone'] as const;

/** Checkout: how customers are contacted, which names are required, which address fields are asked. */
export function CheckoutSettingsForm({ saved }: { saved: CheckoutSettings }) {
  const { t } = useTranslation('ecommerce');
  const settings = useSectionForm('checkout', saved);
  const { form } = settings;
  const { errors } = form.formState;

  return (
    <PermittedSettingsForm label={t('settings.tabs.checkout')} controls={settings} can={SAVE_SETTINGS}>
      <Card>
        <CardHeader
          title={t('settings.checkout.contact')}
          subtitle={t('settings.checkout.contactText')}
          as="h3"
        />
        <CardContent>
          <Controller
            control={form.control}
            name="contactMethod"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                aria-label={t('settings.checkout.contact')}
                value={field.value}
                onValueChange={field.onChange}
                error={errors.contactMethod?.message}
              >
                {CHECKOUT_CONTACT_METHODS.map((m) => (
                  <Radio key={m} value={m} label={t(`settings.checkout.contactMethod.${m}`)} />
                ))}
              </RadioGroup>
            )}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('settings.checkout.customer')}
          subtitle={t('settings.checkout.customerText')}
          as="h3"
        />
        <CardContent>
          <ControlStack>
            <Controller
              control={form.control}
              name="nameRequirement"
              render={({ field }) => (
                <RadioGroup
                  ref={field.ref}
                  label={t('settings.checkout.fullName')}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={errors.nameRequirement?.message}
                >
                  {CHECKOUT_NAME_REQUIREMENTS.map((r) => (
                    <Radio key={r} value={r} label={t(`settings.checkout.nameRequirement.${r}`)} />
                  ))}
                </RadioGroup>
              )}
            />
            {OPTIONAL_FIELDS.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <RadioGroup
                    ref={field.ref}
                    label={t(`settings.checkout.fields.${name}`)}
                    orientation="horizontal"
                    value={field.value}
                    onValueChange={field.onChange}
                    error={errors[name]?.message}
                  >
                    {CHECKOUT_FIELD_OPTIONS.map((o) => (
                      <Radio key={o} value={o} label={t(`settings.checkout.fieldOption.${o}`)} />
                    ))}
                  </RadioGroup>
                )}
              />
            ))}
          </ControlStack>
        </CardContent>
      </Card>
    </PermittedSettingsForm>
  );
}
