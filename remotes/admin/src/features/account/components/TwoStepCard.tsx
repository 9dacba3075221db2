import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, Switch, toast } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { useSaveAccountSection } from '../api/accountSettings';
import { HintText } from './formLayout';

/** Two-step verification on or off, saved through the API at each switch. */
export function TwoStepCard({ twoStep }: { twoStep: boolean }) {
  const { t } = useTranslation('admin');
  const saveSecurity = useSaveAccountSection('security');
  const toggle = (on: boolean) =>
    saveSecurity.mutate(
      { twoStep: on },
      { onSuccess: () => toast.success(on ? t('account.twoStepOn') : t('account.twoStepOff')) },
    );
  return (
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
          onCheckedChange={toggle}
          label={t('account.twoStepLabel')}
          description={t('account.twoStepText')}
        />
        <HintText>{twoStep ? t('account.twoStepOn') : t('account.twoStepOff')}</HintText>
      </CardContent>
    </Card>
  );
}
