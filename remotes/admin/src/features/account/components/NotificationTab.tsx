import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, Checkbox, Select, toast } from '@atrium/ui';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TIMING,
  NOTIFICATION_TYPES,
  notificationSchema,
  type NotificationForm,
} from '../schemas';
import { FormActions } from './formLayout';
import { useFieldError } from './useFieldError';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.75rem 1.5rem;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
  }
  thead th {
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
  }
  tbody th {
    font-weight: 400;
  }
`;

const DEFAULTS: NotificationForm = {
  channels: {
    newForYou: { email: true, browser: true, app: true },
    accountActivity: { email: true, browser: true, app: true },
    newBrowser: { email: true, browser: true, app: false },
    newDevice: { email: true, browser: false, app: false },
  },
  timing: 'online',
};

/** Which notifications arrive on which channel, and when: a table of checkboxes. */
export function NotificationTab() {
  const { t } = useTranslation('admin');
  const fieldError = useFieldError();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NotificationForm>({ resolver: zodResolver(notificationSchema), defaultValues: DEFAULTS });
  const submit = handleSubmit((values) => {
    reset(values);
    toast.success(t('account.saved'));
  });
  return (
    <Card>
      <CardHeader title={t('account.notificationsTitle')} subtitle={t('account.notificationsText')} />
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('account.notificationsTitle')}>
        <div style={{ overflowX: 'auto', marginBlockStart: '1rem' }}>
          <Table aria-label={t('account.notificationsTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('account.notification.type')}</th>
                {NOTIFICATION_CHANNELS.map((c) => (
                  <th key={c} scope="col">
                    {t(`account.notification.channels.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_TYPES.map((type) => (
                <tr key={type}>
                  <th scope="row">{t(`account.notification.types.${type}`)}</th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel}>
                      <Controller
                        control={control}
                        name={`channels.${type}.${channel}`}
                        render={({ field }) => (
                          <Checkbox
                            ref={field.ref}
                            name={field.name}
                            checked={field.value}
                            onCheckedChange={(v) => field.onChange(v === true)}
                            onBlur={field.onBlur}
                            aria-label={t('account.notification.toggle', {
                              type: t(`account.notification.types.${type}`),
                              channel: t(`account.notification.channels.${channel}`),
                            })}
                          />
                        )}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        <CardContent>
          <Select
            label={t('account.notification.when')}
            options={NOTIFICATION_TIMING.map((v) => ({
              value: v,
              label: t(`account.notification.timing.${v}`),
            }))}
            {...register('timing')}
            error={fieldError(errors.timing)}
            style={{ maxInlineSize: '24rem' }}
          />
          <FormActions>
            <Button type="submit" loading={isSubmitting}>
              {t('account.save')}
            </Button>
            <Button variant="tonal" color="secondary" onClick={() => reset()}>
              {t('account.discard')}
            </Button>
          </FormActions>
        </CardContent>
      </form>
    </Card>
  );
}
