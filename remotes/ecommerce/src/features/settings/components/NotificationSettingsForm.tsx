import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationSettings } from '@atrium/contracts';
import { Card, CardContent, CardHeader, CheckboxMatrix, TextField } from '@atrium/ui';
import { FieldGrid } from './settingsLayout';
import { PermittedSettingsForm } from '../../../common/PermittedSettingsForm';
import { SAVE_SETTINGS, useSectionForm } from './useSettingsForm';

/** Notifications: the sender address, and for each store event whether email, app and SMS are sent. */
export function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation('ecommerce');
  const settings = useSectionForm('notifications', saved);
  const { form } = settings;
  const { errors } = form.formState;

  return (
    <PermittedSettingsForm label={t('settings.tabs.notifications')} controls={settings} can={SAVE_SETTINGS}>
      <Card>
        <CardHeader title={t('settings.notifications.sender')} as="h3" />
        <CardContent>
          <FieldGrid>
            <TextField
              label={t('settings.notifications.senderEmail')}
              helperText={t('settings.notifications.senderEmailText')}
              type="email"
              autoComplete="email"
              error={errors.senderEmail?.message}
              {...form.register('senderEmail')}
            />
          </FieldGrid>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('settings.notifications.events')}
          subtitle={t('settings.notifications.eventsText')}
          as="h3"
        />
        <CardContent>
          <Controller
            control={form.control}
            name="events"
            render={({ field }) => (
              <CheckboxMatrix
                label={t('settings.notifications.events')}
                rowHeader={t('settings.notifications.event')}
                rows={NOTIFICATION_EVENTS.map((event) => ({
                  id: event,
                  label: t(`settings.notifications.event_.${event}`),
                }))}
                columns={NOTIFICATION_CHANNELS.map((c) => ({
                  id: c,
                  label: t(`settings.notifications.channel.${c}`),
                }))}
                value={field.value}
                onChange={field.onChange}
                cellLabel={(row, column) =>
                  t('settings.notifications.cell', { event: row.label, channel: column.label })
                }
              />
            )}
          />
        </CardContent>
      </Card>
    </PermittedSettingsForm>
  );
}
