import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_PLANS, type UserPlan } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Button, Dialog, DialogActions, Select } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { PLAN_PRICES } from '../../pricing';

/**
 * Chooses a plan (each with its monthly price) and confirms it; the caller saves it and closes the
 * dialog. Opened on the current plan.
 */
export function UpgradePlanDialog({
  open,
  onOpenChange,
  current,
  saving,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: UserPlan;
  saving: boolean;
  /** Why the last save failed, if it did. */
  error: string | null;
  onConfirm: (plan: UserPlan) => void;
}) {
  const { t } = useTranslation('admin');
  const { money } = useFormatters();
  const [choice, setChoice] = useState<UserPlan>(current);
  // Each opening starts from the current plan.
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) setChoice(current);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('account.upgradePlan')}>
      <Select
        label={t('account.choosePlan')}
        options={USER_PLANS.map((p) => ({
          value: p,
          label: `${t(`users.plan.${p}`)} — ${money(PLAN_PRICES[p].monthly)}`,
        }))}
        value={choice}
        onChange={(e) => setChoice(e.target.value as UserPlan)}
      />
      <FormErrorAlert
        error={error ? { type: 'rejected', message: error } : null}
        style={{ marginBlockStart: '1rem' }}
      />
      <DialogActions>
        <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
          {t('users.cancel')}
        </Button>
        <Button loading={saving} onClick={() => onConfirm(choice)}>
          {t('account.confirmPlan')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
