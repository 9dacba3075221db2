import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSettingsForm } from '@atrium/platform/forms';
import { Card, CardContent, CardHeader, TextField } from '@atrium/ui';
import { SettingsForm } from '@atrium/ui/forms';
import { passwordSchema, type PasswordForm } from '../schemas';
import { useChangePassword } from '../api/accountSettings';
import { FormGrid } from './formLayout';
import { useFieldProps } from './useFieldProps';

const Rules = styled.ul`
  margin: 1rem 0 0;
  padding-inline-start: 1.25rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in account changes its own password: rules at the fields, the current one checked by the API. */
export function ChangePasswordCard() {
  const { t } = useTranslation('admin');
  const changePassword = useChangePassword();
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
  return (
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
  );
}
