import { useTranslation } from 'react-i18next';
import { orderNumberText, WEIGHT_UNITS, type StoreSettings } from '@atrium/contracts';
import { Card, CardContent, CardHeader, Select, TextField } from '@atrium/ui';
import { AddressFields } from './AddressFields';
import { useSettingsOptions } from './options';
import { FieldGrid } from './settingsLayout';
import { PermittedSettingsForm } from '../../../common/PermittedSettingsForm';
import { SAVE_SETTINGS, useSectionForm } from './useSettingsForm';

/** Store details: profile, billing address, currency, time zone and units, order id format. */
export function StoreSettingsForm({ saved }: { saved: StoreSettings }) {
  const { t } = useTranslation('ecommerce');
  const { currencies, timezones } = useSettingsOptions();
  const settings = useSectionForm('store', saved);
  const { form } = settings;
  const { errors } = form.formState;
  const prefix = form.watch('orderIdPrefix');
  const suffix = form.watch('orderIdSuffix');

  return (
    <PermittedSettingsForm label={t('settings.tabs.store')} controls={settings} can={SAVE_SETTINGS}>
      <Card>
        <CardHeader title={t('settings.store.profile')} subtitle={t('settings.store.profileText')} as="h3" />
        <CardContent>
          <FieldGrid>
            <TextField
              className="wide"
              label={t('settings.store.name')}
              autoComplete="organization"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label={t('settings.store.phone')}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <TextField
              label={t('settings.store.email')}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
          </FieldGrid>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('settings.store.billing')} subtitle={t('settings.store.billingText')} as="h3" />
        <CardContent>
          <FieldGrid>
            <AddressFields register={(field) => form.register(`address.${field}`)} errors={errors.address} />
          </FieldGrid>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('settings.store.standards')}
          subtitle={t('settings.store.standardsText')}
          as="h3"
        />
        <CardContent>
          <FieldGrid>
            <Select
              label={t('settings.store.currency')}
              options={currencies}
              error={errors.currency?.message}
              {...form.register('currency')}
            />
            <Select
              label={t('settings.store.timezone')}
              options={timezones}
              error={errors.timezone?.message}
              {...form.register('timezone')}
            />
            <Select
              label={t('settings.store.weightUnit')}
              options={WEIGHT_UNITS.map((u) => ({ value: u, label: t(`settings.store.units.${u}`) }))}
              error={errors.weightUnit?.message}
              {...form.register('weightUnit')}
            />
            <TextField
              label={t('settings.store.taxRate')}
              helperText={t('settings.store.taxRateHint')}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              error={errors.taxRate?.message}
              {...form.register('taxRate', { valueAsNumber: true })}
            />
          </FieldGrid>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('settings.store.orderId')} subtitle={t('settings.store.orderIdText')} as="h3" />
        <CardContent>
          <FieldGrid>
            <TextField
              label={t('settings.store.prefix')}
              error={errors.orderIdPrefix?.message}
              {...form.register('orderIdPrefix')}
            />
            <TextField
              label={t('settings.store.suffix')}
              error={errors.orderIdSuffix?.message}
              {...form.register('orderIdSuffix')}
            />
            <p className="wide" style={{ margin: 0 }}>
              {t('settings.store.orderIdPreview', {
                example: orderNumberText({ orderIdPrefix: prefix ?? '', orderIdSuffix: suffix ?? '' }, 1001),
              })}
            </p>
          </FieldGrid>
        </CardContent>
      </Card>
    </PermittedSettingsForm>
  );
}
