import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@atrium/ui';
import { FormActions } from './formLayout';
import type { SettingsFormControls } from './useSettingsForm';

/** A settings card's form (see useSettingsForm): its fields, then Save and Discard. */
export function SettingsForm({
  label,
  form,
  children,
}: {
  label: string;
  form: SettingsFormControls;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <form onSubmit={form.submit} noValidate aria-label={label}>
      {children}
      <FormActions>
        <Button type="submit" loading={form.saving}>
          {t('account.save')}
        </Button>
        <Button variant="tonal" color="secondary" onClick={form.discard}>
          {t('account.discard')}
        </Button>
      </FormActions>
    </form>
  );
}
