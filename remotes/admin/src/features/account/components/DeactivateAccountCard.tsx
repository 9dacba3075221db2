import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, CardHeader, Checkbox, ConfirmDialog, toast } from '@atrium/ui';
import { deactivateSchema, type DeactivateForm } from '../schemas';
import { ErrorText, FormActions } from './formLayout';
import { useFieldError } from './useFieldError';

/** Deactivation: the box must be ticked, then a confirmation. */
export function DeactivateAccountCard() {
  const { t } = useTranslation('admin');
  const fieldError = useFieldError();
  const [confirming, setConfirming] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DeactivateForm>({ resolver: zodResolver(deactivateSchema), defaultValues: { confirm: false } });
  const error = fieldError(errors.confirm);

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
            <Controller
              control={control}
              name="confirm"
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  onBlur={field.onBlur}
                  invalid={!!error}
                  aria-describedby={error ? 'deactivate-error' : undefined}
                  label={t('account.deactivateConfirm')}
                />
              )}
            />
            {error && (
              <ErrorText id="deactivate-error" role="alert">
                {error}
              </ErrorText>
            )}
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
