import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, session } from '@atrium/platform';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Alert, Button, Card, CardContent, CardHeader, ConfirmDialog, TextField, toast } from '@atrium/ui';
import { FormCheckbox, FormErrorAlert } from '@atrium/ui/forms';
import type { MessageResponse } from '@atrium/contracts';
import { deactivateSchema, type DeactivateForm } from '../schemas';
import { FormActions } from './formLayout';

/**
 * Deactivation of one's own account: the box ticked and the password, then a confirmation; the API
 * makes the account inactive and ends its sessions, and only then is the user signed out here.
 */
export function DeactivateAccountCard() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm<DeactivateForm>(deactivateSchema, 'admin', {
    defaultValues: { confirm: false, password: '' },
  });
  const { control, handleSubmit, register, formState } = form;

  const deactivate = handleSubmit(async ({ password }) => {
    setConfirming(false);
    try {
      await api<MessageResponse>('/api/account/deactivate', { method: 'POST', body: { password } });
    } catch (e) {
      applyApiError(e, form, { fields: ['password'] });
      return;
    }
    session.logout();
    toast.success(t('account.deactivated'));
    navigate('/login', { replace: true });
  });

  return (
    <Card>
      <CardHeader title={t('account.deactivateTitle')} />
      <CardContent>
        <Alert severity="warning">{t('account.deactivateWarning')}</Alert>
        <form
          onSubmit={(e) => void handleSubmit(() => setConfirming(true))(e)}
          noValidate
          aria-label={t('account.deactivateTitle')}
        >
          <FormErrorAlert error={formState.errors.root?.server} style={{ marginBlockStart: '1rem' }} />
          <div style={{ marginBlockStart: '1rem', display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
            <FormCheckbox control={control} name="confirm" label={t('account.deactivateConfirm')} />
            <TextField
              label={t('account.deactivatePassword')}
              type="password"
              autoComplete="current-password"
              error={formState.errors.password?.message}
              {...register('password')}
            />
          </div>
          <FormActions>
            <Button type="submit" color="error" loading={formState.isSubmitting}>
              {t('account.deactivate')}
            </Button>
          </FormActions>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.deactivateDialogTitle')}
        message={t('account.deactivateDialogText')}
        confirmLabel={t('account.deactivate')}
        destructive
        onConfirm={() => void deactivate()}
      />
    </Card>
  );
}
