import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, CardHeader, Switch, TextField, toast } from '@atrium/ui';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  align-items: start;
`;

/** Change the customer's password (validated) and their two-step verification. */
export function CustomerSecurityTab() {
  const { t } = useTranslation('ecommerce');
  const [twoStep, setTwoStep] = useState(false);
  const schema = z
    .object({ password: z.string().min(8, t('customers.security.minLength')), confirm: z.string() })
    .refine((v) => v.password === v.confirm, {
      path: ['confirm'],
      message: t('customers.security.mismatch'),
    });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Card>
        <CardHeader title={t('customers.security.changePassword')} as="h3" />
        <CardContent>
          <Grid
            noValidate
            onSubmit={form.handleSubmit(() => {
              toast.success(t('customers.security.passwordChanged'));
              form.reset();
            })}
          >
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
              <Button type="submit">{t('customers.security.changePassword')}</Button>
            </div>
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('customers.security.twoStep')}
          subtitle={t('customers.security.twoStepText')}
          as="h3"
        />
        <CardContent>
          <Switch
            checked={twoStep}
            onCheckedChange={(v) => {
              setTwoStep(v);
              toast.success(v ? t('customers.security.twoStepOn') : t('customers.security.twoStepOff'));
            }}
            label={t('customers.security.twoStepSwitch')}
          />
        </CardContent>
      </Card>
    </div>
  );
}
