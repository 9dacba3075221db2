import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Can, useAbility } from '@atrium/platform';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, Card, CardContent, CardHeader, Skeleton, Switch, TextField, toast } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import {
  useCustomerPreferences,
  useSaveCustomerPreferences,
  useSetCustomerPassword,
} from '../api/customerPreferences';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  align-items: start;
`;

// Messages are translation keys of the ecommerce area (see the forms toolkit).
const passwordSchema = z
  .object({ password: z.string().min(8, 'customers.security.minLength'), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'customers.security.mismatch' });
type PasswordForm = z.infer<typeof passwordSchema>;

/**
 * Change the customer's password (validated, saved through the API) and their two-step verification:
 * for someone who may update customers; anyone else sees whether two-step verification is on.
 */
export function CustomerSecurityTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation('ecommerce');
  const canUpdate = useAbility().can('update', 'Customer');
  const preferences = useCustomerPreferences(customerId);
  const savePreferences = useSaveCustomerPreferences(customerId);
  const setPassword = useSetCustomerPassword(customerId);
  const form = useZodForm<PasswordForm>(passwordSchema, 'ecommerce', {
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync(password);
      toast.success(t('customers.security.passwordChanged'));
      form.reset();
    } catch (e) {
      applyApiError(e, form);
    }
  });
  const twoStep = savePreferences.isPending ? savePreferences.variables.twoStep : preferences.data?.twoStep;

  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Can I="update" a="Customer">
        <Card>
          <CardHeader title={t('customers.security.changePassword')} as="h3" />
          <CardContent>
            <FormErrorAlert error={errors.root?.server} style={{ marginBlockEnd: '1rem' }} />
            <Grid noValidate onSubmit={(e) => void submit(e)}>
              <TextField
                label={t('customers.security.newPassword')}
                type="password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...form.register('password')}
              />
              <TextField
                label={t('customers.security.confirmPassword')}
                type="password"
                autoComplete="new-password"
                error={errors.confirm?.message}
                {...form.register('confirm')}
              />
              <div>
                <Button type="submit" loading={isSubmitting}>
                  {t('customers.security.changePassword')}
                </Button>
              </div>
            </Grid>
          </CardContent>
        </Card>
      </Can>
      <Card>
        <CardHeader
          title={t('customers.security.twoStep')}
          subtitle={t('customers.security.twoStepText')}
          as="h3"
        />
        <CardContent>
          {savePreferences.error && (
            <FormErrorAlert
              error={{ type: 'rejected', message: savePreferences.error.message }}
              style={{ marginBlockEnd: '1rem' }}
            />
          )}
          {twoStep === undefined ? (
            <Skeleton $height="1.5rem" $width="16rem" />
          ) : (
            <Switch
              checked={twoStep}
              disabled={!canUpdate || savePreferences.isPending}
              onCheckedChange={(on) =>
                savePreferences.mutate(
                  { twoStep: on },
                  {
                    onSuccess: () =>
                      toast.success(
                        on ? t('customers.security.twoStepOn') : t('customers.security.twoStepOff'),
                      ),
                  },
                )
              }
              label={t('customers.security.twoStepSwitch')}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
