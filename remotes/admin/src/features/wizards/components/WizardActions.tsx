import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@atrium/ui';
import { WIZARDS_NS } from '../wizardStrings';

/** A wizard's Back and Next (or, on its last step, its submit label) under the step's fields. */
export function WizardActions({
  canGoBack,
  onBack,
  nextLabel,
  busy,
}: {
  canGoBack: boolean;
  onBack: () => void;
  nextLabel: ReactNode;
  busy?: boolean;
}) {
  const { t } = useTranslation(WIZARDS_NS);
  return (
    <Stack $direction="row" $justify="between" $gap={0.75}>
      <Button type="button" variant="tonal" color="secondary" disabled={!canGoBack} onClick={onBack}>
        {t('back')}
      </Button>
      <Button type="submit" loading={busy}>
        {nextLabel}
      </Button>
    </Stack>
  );
}
