import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@atrium/platform/forms';
import { Alert, Button, Card, CardContent, CardHeader, ConfirmDialog, toast } from '@atrium/ui';
import { FormCheckbox } from '@atrium/ui/forms';
import { deactivateSchema, type DeactivateForm } from '../schemas';
import { FormActions } from './formLayout';

/** Deactivation: the box must be ticked, then a confirmation. */
export function DeactivateAccountCard() {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, reset } = useZodForm<DeactivateForm>(deactivateSchema, 'admin', {
    defaultValues: { confirm: false },
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
          <div style={{ marginBlockStart: '1rem' }}>
            <FormCheckbox control={control} name="confirm" label={t('account.deactivateConfirm')} />
          </div>
          <FormActions>
            <Button type="submit" color="error">
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
        onConfirm={() => {
          setConfirming(false);
          reset({ confirm: false });
          toast.success(t('account.deactivated'));
        }}
      />
    </Card>
  );
}
