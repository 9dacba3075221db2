import { revisionOf } from '@atrium/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSettingsForm } from '@atrium/platform/forms';
import { Card, CardContent, CardHeader, CheckboxMatrix, Select, Stack } from '@atrium/ui';
import { SettingsForm } from '@atrium/ui/forms';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TIMING,
  NOTIFICATION_TYPES,
  notificationSchema,
  type NotificationForm,
} from '../schemas';
import { useSaveAccountSectionForm } from '../api/accountSettings';
import { useFieldProps } from './useFieldProps';

/** Which notifications arrive on which channel, and when: a table of checkboxes, saved through the API. */
export function NotificationTab({ saved }: { saved: NotificationForm }) {
  const { t } = useTranslation('admin');
  const saveNotifications = useSaveAccountSectionForm('notifications');
  const settings = useSettingsForm({
    schema: notificationSchema,
    namespace: 'admin',
    saved,
    save: async (values, revision) =>
      (await saveNotifications.mutateAsync({ body: values, revision })).notifications,
    revisionOf,
    successMessage: t('account.saved'),
  });
  const { control } = settings.form;
  const field = useFieldProps(settings.form);
  return (
    <Card>
      <CardHeader title={t('account.notificationsTitle')} subtitle={t('account.notificationsText')} />
      <CardContent>
        <SettingsForm label={t('account.notificationsTitle')} controls={settings}>
          <Stack $gap={1.5}>
            <Controller
              control={control}
              name="channels"
              render={({ field }) => (
                <CheckboxMatrix
                  label={t('account.notificationsTitle')}
                  rowHeader={t('account.notification.type')}
                  rows={NOTIFICATION_TYPES.map((type) => ({
                    id: type,
                    label: t(`account.notification.types.${type}`),
                  }))}
                  columns={NOTIFICATION_CHANNELS.map((c) => ({
                    id: c,
                    label: t(`account.notification.channels.${c}`),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  cellLabel={(row, column) =>
                    t('account.notification.toggle', { type: row.label, channel: column.label })
                  }
                />
              )}
            />
            <Select
              label={t('account.notification.when')}
              options={NOTIFICATION_TIMING.map((v) => ({
                value: v,
                label: t(`account.notification.timing.${v}`),
              }))}
              {...field('timing')}
              style={{ maxInlineSize: '24rem' }}
            />
          </Stack>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
