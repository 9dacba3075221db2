import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_NOTIFICATION_CHANNELS,
  CUSTOMER_NOTIFICATION_TYPES,
  customerPreferencesSchema,
  type CustomerNotificationPrefs,
} from '@atrium/contracts';
import { useSettingsForm } from '@atrium/platform/forms';
import { Card, CardContent, CardHeader, Skeleton } from '@atrium/ui';
import { FormCheckbox, SettingsForm } from '@atrium/ui/forms';
import { useCustomerPreferences, useSaveCustomerPreferences } from '../api/customerPreferences';

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
`;

const schema = customerPreferencesSchema.required({ notifications: true }).pick({ notifications: true });

function NotificationsForm({ customerId, saved }: { customerId: number; saved: CustomerNotificationPrefs }) {
  const { t } = useTranslation('ecommerce');
  const save = useSaveCustomerPreferences(customerId);
  const settings = useSettingsForm({
    schema,
    namespace: 'ecommerce',
    saved: { notifications: saved },
    save: async (values) => ({ notifications: (await save.mutateAsync(values)).notifications }),
    successMessage: t('common.saved'),
  });
  return (
    <SettingsForm label={t('customers.notifications.title')} controls={settings} saveLabel={t('common.save')}>
      <div style={{ overflowX: 'auto' }}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('customers.notifications.type')}</th>
              {CUSTOMER_NOTIFICATION_CHANNELS.map((c) => (
                <th key={c} scope="col">
                  {t(`customers.notifications.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CUSTOMER_NOTIFICATION_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row" style={{ fontWeight: 400 }}>
                  {t(`customers.notifications.types.${type}`)}
                </th>
                {CUSTOMER_NOTIFICATION_CHANNELS.map((c) => (
                  <td key={c}>
                    <FormCheckbox
                      control={settings.form.control}
                      name={`notifications.${type}.${c}`}
                      aria-label={`${t(`customers.notifications.types.${type}`)} — ${t(`customers.notifications.${c}`)}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </SettingsForm>
  );
}

/** Which notifications the customer gets, by channel; saved through the API. */
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
