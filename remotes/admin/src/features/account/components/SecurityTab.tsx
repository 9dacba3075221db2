import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconBrandAndroid, IconBrandApple, IconBrandWindows, IconDeviceMobile } from '@tabler/icons-react';
import { useSettingsForm } from '@atrium/platform/forms';
import { Card, CardContent, CardHeader, Switch, TextField, toast } from '@atrium/ui';
import { FormErrorAlert, SettingsForm } from '@atrium/ui/forms';
import { passwordSchema, type PasswordForm } from '../schemas';
import { useChangePassword, useSaveAccountSection } from '../api/accountSettings';
import { FormGrid, HintText, Stack } from './formLayout';
import { useFieldProps } from './useFieldProps';

const Rules = styled.ul`
  margin: 1rem 0 0;
  padding-inline-start: 1.25rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.75rem 1.5rem;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
  }
  th {
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
  }
  td:first-child {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`;

const DEVICES = [
  {
    browser: 'Chrome on Windows',
    icon: IconBrandWindows,
    device: 'HP Spectre 360',
    location: 'Switzerland',
    activity: '10, July 2021 20:07',
  },
  {
    browser: 'Chrome on iPhone',
    icon: IconDeviceMobile,
    device: 'iPhone 12x',
    location: 'Australia',
    activity: '13, July 2021 10:10',
  },
  {
    browser: 'Chrome on Android',
    icon: IconBrandAndroid,
    device: 'Oneplus 9 Pro',
    location: 'Dubai',
    activity: '14, July 2021 15:15',
  },
  {
    browser: 'Chrome on macOS',
    icon: IconBrandApple,
    device: 'Apple iMac',
    location: 'India',
    activity: '16, July 2021 16:17',
  },
];

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Security: change the password (rules at the fields, the current one checked by the API), two-step
 * verification (saved at each switch), recent devices.
 */
export function SecurityTab({ twoStep }: { twoStep: boolean }) {
  const { t } = useTranslation('admin');
  const changePassword = useChangePassword();
  const saveSecurity = useSaveAccountSection('security');
  const settings = useSettingsForm({
    schema: passwordSchema,
    namespace: 'admin',
    saved: EMPTY,
    save: async ({ currentPassword, newPassword }) => {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    },
    successMessage: t('account.passwordSaved'),
    afterSave: 'clear',
  });
  const field = useFieldProps(settings.form);
  const toggleTwoStep = (on: boolean) =>
    saveSecurity.mutate(
      { twoStep: on },
      { onSuccess: () => toast.success(on ? t('account.twoStepOn') : t('account.twoStepOff')) },
    );

  return (
    <Stack>
      <Card>
        <CardHeader title={t('account.changePassword')} />
        <CardContent>
          <SettingsForm label={t('account.changePassword')} controls={settings}>
            <FormGrid>
              <TextField
                label={t('account.fields.currentPassword')}
                type="password"
                autoComplete="current-password"
                {...field('currentPassword')}
              />
            </FormGrid>
            <div style={{ blockSize: '1rem' }} />
            <FormGrid>
              <TextField
                label={t('account.fields.newPassword')}
                type="password"
                autoComplete="new-password"
                {...field('newPassword')}
              />
              <TextField
                label={t('account.fields.confirmPassword')}
                type="password"
                autoComplete="new-password"
                {...field('confirmPassword')}
              />
            </FormGrid>
            <Rules aria-label={t('account.passwordRulesTitle')}>
              <li>{t('account.passwordRules.length')}</li>
              <li>{t('account.passwordRules.case')}</li>
              <li>{t('account.passwordRules.symbol')}</li>
            </Rules>
          </SettingsForm>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('account.twoStepTitle')} />
        <CardContent>
          <FormErrorAlert
            error={saveSecurity.error && { type: 'rejected', message: saveSecurity.error.message }}
            style={{ marginBlockEnd: '1rem' }}
          />
          <Switch
            checked={saveSecurity.isPending ? saveSecurity.variables.twoStep : twoStep}
            disabled={saveSecurity.isPending}
            onCheckedChange={toggleTwoStep}
            label={t('account.twoStepLabel')}
            description={t('account.twoStepText')}
          />
          <HintText>{twoStep ? t('account.twoStepOn') : t('account.twoStepOff')}</HintText>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('account.recentDevices')} />
        <div style={{ overflowX: 'auto', marginBlockStart: '1rem' }}>
          <Table aria-label={t('account.recentDevices')}>
            <thead>
              <tr>
                <th scope="col">{t('account.devices.browser')}</th>
                <th scope="col">{t('account.devices.device')}</th>
                <th scope="col">{t('account.devices.location')}</th>
                <th scope="col">{t('account.devices.activity')}</th>
              </tr>
            </thead>
            <tbody>
              {DEVICES.map((d) => (
                <tr key={d.browser}>
                  <td>
                    <d.icon size={20} aria-hidden="true" />
                    {d.browser}
                  </td>
                  <td>{d.device}</td>
                  <td>{d.location}</td>
                  <td>{d.activity}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Card>
    </Stack>
  );
}
