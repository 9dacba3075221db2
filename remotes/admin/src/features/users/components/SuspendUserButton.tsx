import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { Button, ConfirmDialog, toast } from '@atrium/ui';
import { usePatchUser } from '../api/patchUser';

/**
 * Suspend an active user (they can no longer sign in, and their session ends at their next request)
 * or activate a suspended or pending one, after confirmation (PATCH).
 */
export function SuspendUserButton({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const patch = usePatchUser(user.id);
  const [confirming, setConfirming] = useState(false);
  const suspending = user.status === 'active';
  const name = user.fullName;
  const confirm = async () => {
    try {
      const saved = await patch.mutateAsync({ status: suspending ? 'inactive' : 'active' });
      toast.success(t(saved.status === 'inactive' ? 'users.suspended' : 'users.activated', { name }));
      setConfirming(false);
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : t('users.statusFailed'));
      throw e;
    }
  };
  return (
    <>
      <Button variant="tonal" color={suspending ? 'error' : 'success'} onClick={() => setConfirming(true)}>
        {suspending ? t('users.suspend') : t('users.activate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={suspending ? t('users.confirmSuspend', { name }) : t('users.confirmActivate', { name })}
        message={suspending ? t('users.confirmSuspendText') : t('users.confirmActivateText')}
        confirmLabel={suspending ? t('users.suspend') : t('users.activate')}
        cancelLabel={t('users.cancel')}
        destructive={suspending}
        onConfirm={confirm}
      />
    </>
  );
}
