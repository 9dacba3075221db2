import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_NOTIFICATION_CHANNELS,
  CUSTOMER_NOTIFICATION_TYPES,
  customerPreferencesSchema,
  revisionOf,
  type CustomerNotificationPrefs,
} from '@atrium/contracts';
import { useAbility } from '@atrium/platform';
import { useSettingsForm } from '@atrium/platform/forms';
import { Card, CardContent, CardHeader, CheckboxMatrix, Skeleton } from '@atrium/ui';
import { PermittedSettingsForm } from '../../../common/PermittedSettingsForm';
import { useCustomerPreferences, useSaveCustomerPreferences } from '../api/customerPreferences';

const schema = customerPreferencesSchema.required({ notifications: true }).pick({ notifications: true });

function NotificationsForm({ customerId, saved }: { customerId: number; saved: CustomerNotificationPrefs }) {
  const { t } = useTranslation('ecommerce');
  const save = useSaveCustomerPreferences(customerId);
  const canUpdate = useAbility().can('update', 'Customer');
  const settings = useSettingsForm({
    schema,
    namespace: 'ecommerce',
    saved: { notifications: saved },
    save: async (values, revision) => ({
      notifications: (await save.mutateAsync({ ...values, revision })).notifications,
    }),
    revisionOf: (values) => revisionOf(values.notifications),
    successMessage: t('common.saved'),
  });
  return (
    <PermittedSettingsForm
      label={t('customers.notifications.title')}
      controls={settings}
      saveLabel={t('common.save')}
      conflictLabels={{ notifications: t('customers.notifications.title') }}
      can={['update', 'Customer']}
    >
      <Controller
        control={settings.form.control}
        name="notifications"
        render={({ field }) => (
          <CheckboxMatrix
            label={t('customers.notifications.title')}
            rowHeader={t('customers.notifications.type')}
            rows={CUSTOMER_NOTIFICATION_TYPES.map((type) => ({
              id: type,
              label: t(`customers.notifications.types.${type}`),
            }))}
            columns={CUSTOMER_NOTIFICATION_CHANNELS.map((c) => ({
              id: c,
              label: t(`customers.notifications.${c}`),
            }))}
            value={field.value}
            onChange={field.onChange}
            disabled={!canUpdate}
            cellLabel={(row, column) => `${row.label} — ${column.label}`}
          />
        )}
      />
    </PermittedSettingsForm>
  );
}

/** Which notifications the customer gets, by channel; saved through the API by someone who may. */
export function CustomerNotificationsTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation('ecommerce');
  const preferences = useCustomerPreferences(customerId);
  return (
    <Card>
      <CardHeader
        title={t('customers.notifications.title')}
        subtitle={t('customers.notifications.text')}
        as="h3"
      />
      <CardContent>
        {preferences.data ? (
          <NotificationsForm customerId={customerId} saved={preferences.data.notifications} />
        ) : (
          <Skeleton $height="10rem" />
        )}
      </CardContent>
    </Card>
  );
}
