import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationSettings } from '@atrium/contracts';
import { Card, CardContent, CardHeader, Checkbox, TextField } from '@atrium/ui';
import { FieldGrid, SettingsForm } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.75rem 0.5rem;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
  }
  th:not(:first-child),
  td:not(:first-child) {
    text-align: center;
  }
  td > * {
    justify-content: center;
  }
  tbody th {
    font-weight: 400;
  }
`;

/** Notifications: the sender address, and for each store event whether email, app and SMS are sent. */
export function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation('ecommerce');
  const { form, submit, discard, serverError } = useSettingsForm('notifications', saved);
  const { errors, isDirty, isSubmitting } = form.formState;

  return (
    <SettingsForm
      label={t('settings.tabs.notifications')}
      onSubmit={submit}
      onDiscard={discard}
      dirty={isDirty}
      submitting={isSubmitting}
      serverError={serverError}
    >
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
          <Scroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('settings.notifications.event')}</th>
                  {NOTIFICATION_CHANNELS.map((c) => (
                    <th key={c} scope="col">
                      {t(`settings.notifications.channel.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOTIFICATION_EVENTS.map((event) => (
                  <tr key={event}>
                    <th scope="row">{t(`settings.notifications.event_.${event}`)}</th>
                    {NOTIFICATION_CHANNELS.map((c) => (
                      <td key={c}>
                        <Controller
                          control={form.control}
                          name={`events.${event}.${c}`}
                          render={({ field }) => (
                            <Checkbox
                              ref={field.ref}
                              aria-label={t('settings.notifications.cell', {
                                event: t(`settings.notifications.event_.${event}`),
                                channel: t(`settings.notifications.channel.${c}`),
                              })}
                              checked={field.value}
                              onCheckedChange={(v) => field.onChange(v === true)}
                            />
                          )}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        </CardContent>
      </Card>
    </SettingsForm>
  );
}
