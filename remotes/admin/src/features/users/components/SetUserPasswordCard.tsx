import { useTranslation } from 'react-i18next';
import type { User } from '@atrium/contracts';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, Card, CardContent, CardHeader, Grid, toast } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { useSetUserPassword } from '../api/setUserPassword';
import { PasswordPairFields } from './PasswordPairFields';
import { setPasswordFormSchema, type SetPasswordFormValues } from './userFormSchema';

const EMPTY: SetPasswordFormValues = { password: '', confirmPassword: '' };

/**
 * An admin sets the password the user signs in with (typed twice; PUT). It replaces any password the
 * user had; a user who had none can sign in from now on.
 */
export function SetUserPasswordCard({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const setPassword = useSetUserPassword(user.id);
  const form = useZodForm<SetPasswordFormValues>(setPasswordFormSchema, 'admin', { defaultValues: EMPTY });
  const {
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      await setPassword.mutateAsync(values);
      toast.success(t('users.passwordSet', { name: user.fullName }));
      form.reset(EMPTY);
    } catch (e) {
      applyApiError(e, form);
    }
  });
  return (
    <Card>
      <CardHeader title={t('users.setPassword')} subtitle={t('users.setPasswordText')} />
      <CardContent>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('users.setPassword')}>
          <FormErrorAlert error={errors.root?.server} style={{ marginBlockEnd: '1rem' }} />
          <Grid $min="14rem" $gap={1}>
            <PasswordPairFields form={form} label={t('users.fields.newPassword')} />
          </Grid>
          <div style={{ marginBlockStart: '1.5rem' }}>
            <Button type="submit" loading={isSubmitting}>
              {t('users.setPassword')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
